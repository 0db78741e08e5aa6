import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { apiSettingsStyles, ProjectPickers, sharedStore } from '../../api-settings';
import { sharedSheet } from '../../shared/styles/stylesheets';

// The pickers a sample's project bar opens: the same as <api-settings>, loaded the first time a
// reader opens a bar, so filling samples needs only the shared selection.

/**
 * Their CSS, kept to the bar so its class names cannot reach the widget that shows the sample.
 * While they are open, no ancestor skips its contents (a command reference's sections use
 * `content-visibility: auto`): that makes the ancestor the containing block of the fixed popup,
 * which Floating UI does not detect, and the popup would open away from its button.
 */
const pickerCss = `@scope (.code-sample-project) {\n${apiSettingsStyles.join('\n')}\n}
:has(.code-sample-pickers:not([hidden])) {\n  content-visibility: visible;\n}`;

/** The pickers of the shared selection of `apiBase`, following it while they are open. */
export default function ScopedPickers({ apiBase }: { apiBase: string }) {
  const store = sharedStore(apiBase);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode() as ShadowRoot | Document | undefined;
    const sheet = sharedSheet(pickerCss);
    if (root?.adoptedStyleSheets && !root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, []);
  return (
    <div ref={ref}>
      <ProjectPickers apiBase={apiBase} state={state} />
    </div>
  );
}
