/**
 * The tab choice of prerendered tab sets before the first paint. Server-rendered markup shows each
 * set's default tab; the reader's choice (the URL's query parameter, else the one stored) is known
 * only in the browser, and the element hydrates only once its chunk has arrived. A page that a
 * docs build prerendered loads this function as a classic script in its `<head>` (written by
 * `docs-widgets/server` as `(<this function>)()`, so it must not use anything outside itself): it
 * watches the parser, and as each prerendered `<persisted-tabs>` arrives, before it is painted,
 * marks the chosen tab and panel active in its shadow root, the way the element would, and puts
 * the value in `data-dw-tab` so the element hydrates with it (see persisted-tabs.tsx). The key
 * and the order of preference are tab-persistence.ts's (a unit test compares them).
 */
export function applyEarlyTabChoices(): void {
  const done = new WeakSet<Element>();
  const choose = (host: Element, values: string[]): string | undefined => {
    const group = host.getAttribute('query-group');
    try {
      const fromUrl = group && new URLSearchParams(location.search).get(group);
      if (fromUrl && values.includes(fromUrl)) return fromUrl;
      const key =
        'docs-widgets:tabs:' +
        (host.getAttribute('storage-key') || (group ? 'group:' + group : 'values:' + JSON.stringify(values)));
      // No stored choice reads as `null`.
      const stored: unknown = JSON.parse(localStorage.getItem(key)!);
      return typeof stored == 'string' && values.includes(stored) ? stored : undefined;
    } catch {
      return undefined;
    }
  };
  const apply = () => {
    for (const host of document.querySelectorAll('[data-dw-prerendered]')) {
      const root = host.shadowRoot;
      if (done.has(host) || !/(^|-)persisted-tabs$/.test(host.localName) || !root) continue;
      // Chromium attaches a declarative shadow root at its start tag and parses into it: watch it
      // (observing it again changes nothing) until the comment the server writes after it says it is whole.
      observer.observe(root, { childList: true, subtree: true });
      if ([...host.childNodes].some((node) => node.nodeType == 8 && (node as Comment).data == 'dw')) done.add(host);
      const tabs = root.querySelectorAll('.tablist > [role="tab"]');
      const panels = [...root.querySelectorAll('.persisted-tabs > .panel')];
      if (!panels[0] || panels.length != tabs.length) continue;
      const values = panels.map((panel) => (panel.querySelector('slot')?.getAttribute('name') ?? '').slice(4));
      const index = values.indexOf(choose(host, values)!);
      if (index < 0 || tabs[index]!.getAttribute('aria-selected') == 'true') continue;
      // The tabs, then their panels: the same position in each.
      [...tabs, ...panels].forEach((element, position) => {
        const active = position % panels.length == index;
        if (position < panels.length) element.setAttribute('aria-selected', String(active));
        element.setAttribute('tabindex', active ? '0' : '-1');
        element.setAttribute('data-state', active ? 'active' : 'inactive');
      });
      host.setAttribute('data-dw-tab', values[index]!);
    }
  };
  const observer = new MutationObserver(apply);
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    apply();
    observer.disconnect();
  });
}
