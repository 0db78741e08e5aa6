export type Theme = 'light' | 'dark';

const themeAttributes = ['theme', 'data-theme'] as const;

function explicitTheme(element: Element): Theme | undefined {
  for (const name of themeAttributes) {
    const value = element.getAttribute(name);
    if (value === 'light' || value === 'dark') return value;
  }
  const resolved = element.getAttribute('data-dw-theme');
  return resolved === 'light' || resolved === 'dark' ? resolved : undefined;
}

/**
 * The theme forced on `element` by itself or the nearest ancestor, crossing shadow boundaries,
 * or undefined to follow `prefers-color-scheme`. `data-theme` is honoured too because that is
 * how Docusaurus and Starlight mark their dark mode, so widgets follow those sites' toggles.
 */
export function resolveTheme(element: Element): Theme | undefined {
  if (element.getAttribute('theme') === 'auto') return undefined;
  let current: Element | null = element;
  while (current) {
    const theme = explicitTheme(current);
    if (theme) return theme;
    current = current.parentElement ?? ((current.getRootNode() as ShadowRoot).host || null);
  }
  return undefined;
}

const themed = new Set<Element>();
let observer: MutationObserver | undefined;

function applyTheme(element: Element): void {
  element.removeAttribute('data-dw-theme'); // so resolving reads the page, not our last answer
  const theme = resolveTheme(element);
  if (theme) element.setAttribute('data-dw-theme', theme);
}

function refreshAll(): void {
  for (const element of themed) applyTheme(element);
}

/** Keeps `data-dw-theme` on a connected element in step with theme attributes on the page. */
export function trackTheme(element: Element): () => void {
  themed.add(element);
  applyTheme(element);
  if (!observer) {
    observer = new MutationObserver(refreshAll);
    observer.observe(document.documentElement, {
      attributes: true,
      subtree: true,
      attributeFilter: [...themeAttributes],
    });
  }
  return () => themed.delete(element);
}
