import type { AttributeType } from '../widgets/shared/metadata';

/** What a component needs to know of its element, generated from the element's metadata. */
export interface ElementApi {
  tag: string;
  /** Prop name → the attribute it is written to, as the element declares it, and its type. */
  attributes: Readonly<Record<string, readonly [attribute: string, type: AttributeType]>>;
  /** Props that exist only as properties (`spec`, `providers`). */
  properties: readonly string[];
  /** Event prop → event name (`onDwToggle` → `dw-toggle`). */
  events: Readonly<Record<string, string>>;
  /** Whether the tag has a shadow root (a widget), or is a plain child tag such as `<tab-panel>`. */
  rendered: boolean;
  /** Props a child tag always carries, so server and client markup agree (`<tab-panel>`'s slot). */
  fixedProps?: (props: Record<string, unknown>) => Record<string, unknown>;
}
