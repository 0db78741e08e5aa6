import type { ReactNode } from 'react';
import { renderMarkdown } from './markdown';
import type { CommandEntry, InheritedFlag } from '../../../spec';

/** What every section needs besides its own command; one object, stable across renders. */
export interface SectionContext {
  byId: ReadonlyMap<string, CommandEntry>;
  /** Highlighting language of usage lines and examples (`sh`). */
  language: string | undefined;
  resolveLink: (target: string) => string | undefined;
  renderCode: (code: string, language: string | undefined) => ReactNode;
  globalFlagsAnchor: string;
  hasGlobalFlags: boolean;
  /** Markers from the version comparison, by element id: `title` under a heading or atop a flag row, `flags` after a section's flags. */
  annotate?: ((anchor: string, place: 'title' | 'flags') => ReactNode) | undefined;
  /** Every section and flag list whole in the first render: on the server, and when taking its markup over. */
  allAtOnce?: boolean;
  /** Each command's flags from the commands above it (persistent flags), by command id. */
  inherited?: ReadonlyMap<string, InheritedFlag[]> | undefined;
}

/**
 * A description from the spec, with the section's link resolver and code renderer. A plain call,
 * not a component: the reference renders hundreds of these and needs no extra fiber per one.
 */
export function specText(source: string, context: SectionContext, headingLevel: number): ReactNode {
  return renderMarkdown(source, context.resolveLink, context.renderCode, headingLevel);
}
