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
    const storageKey = host.getAttribute('storage-key');
    try {
      const fromUrl = group ? new URLSearchParams(location.search).get(group) : null;
      if (fromUrl && values.includes(fromUrl)) return fromUrl;
      const key =
        'docs-widgets:tabs:' +
        (storageKey ? storageKey : group ? 'group:' + group : 'values:' + JSON.stringify(values));
      const raw = localStorage.getItem(key);
      const stored: unknown = raw === null ? undefined : JSON.parse(raw);
      return typeof stored === 'string' && values.includes(stored) ? stored : undefined;
    } catch {
      return undefined;
    }
  };
  const watched = new WeakSet<Element>();
  const apply = () => {
    for (const host of Array.from(document.querySelectorAll('[data-dw-prerendered]'))) {
      if (done.has(host) || !/(^|-)persisted-tabs$/.test(host.localName) || !host.shadowRoot) continue;
      const root = host.shadowRoot;
      // Chromium attaches a declarative shadow root at its start tag and parses into it: watch it
      // until the comment the server writes after it says it is whole.
      if (!watched.has(host)) {
        watched.add(host);
        observer.observe(root, { childList: true, subtree: true });
      }
      if (Array.from(host.childNodes).some((node) => node.nodeType === 8 && (node as Comment).data === 'dw')) {
        done.add(host);
      }
      const tabs = Array.from(root.querySelectorAll('.tablist > [role="tab"]'));
      const panels = Array.from(root.querySelectorAll('.persisted-tabs > .panel'));
      if (panels.length === 0 || panels.length !== tabs.length) continue;
      const values = panels.map((panel) => (panel.querySelector('slot')?.getAttribute('name') ?? '').slice(4));
      const chosen = choose(host, values);
      const index = chosen === undefined ? -1 : values.indexOf(chosen);
      if (index < 0 || tabs[index]?.getAttribute('aria-selected') === 'true') continue;
      tabs.forEach((tab, position) => {
        tab.setAttribute('aria-selected', String(position === index));
        tab.setAttribute('tabindex', position === index ? '0' : '-1');
        tab.setAttribute('data-state', position === index ? 'active' : 'inactive');
      });
      panels.forEach((panel, position) => {
        panel.setAttribute('tabindex', position === index ? '0' : '-1');
        panel.setAttribute('data-state', position === index ? 'active' : 'inactive');
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
