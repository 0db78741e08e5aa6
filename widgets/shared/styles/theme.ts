import { resolvedThemeAttribute } from '../../../base/protocol';

export type Theme = 'light' | 'dark';

const themeAttributes = ['theme', 'data-theme'] as const;

/** The theme `element` sets, or (with `resolved`) the one the runtime resolved for it. */
function explicitTheme(element: Element, resolved = true): Theme | undefined {
  for (const name of themeAttributes) {
    const value = element.getAttribute(name);
    if (value === 'light' || value === 'dark') return value;
  }
  if (!resolved) return undefined;
  const resolvedTheme = element.getAttribute(resolvedThemeAttribute);
  return resolvedTheme === 'light' || resolvedTheme === 'dark' ? resolvedTheme : undefined;
}

/**
 * The theme forced on `element` by itself or the nearest ancestor, crossing shadow boundaries,
 * or undefined to follow `prefers-color-scheme`. `data-theme` is honoured too because that is
 * how Docusaurus and Starlight mark their dark mode, so widgets follow those sites' toggles.
 */
export function resolveTheme(element: Element, { ownResolved = true } = {}): Theme | undefined {
  if (element.getAttribute('theme') === 'auto') return undefined;
  let current: Element | null = element;
  while (current) {
    const theme = current === element && !ownResolved ? explicitTheme(current, false) : explicitTheme(current);
    if (theme) return theme;
    current = current.parentElement ?? ((current.getRootNode() as ShadowRoot).host || null);
  }
  return undefined;
}

const themed = new Set<Element>();
let observer: MutationObserver | undefined;

/**
 * Resolves from the page, not from the element's last answer, and writes only a change: the
 * server writes the attribute into prerendered markup, and a page toggling its theme refreshes
 * every element, so rewriting an unchanged value would restyle hosts and wake every observer of
 * the attribute for nothing.
 */
function applyTheme(element: Element): void {
  const theme = resolveTheme(element, { ownResolved: false });
  if (!theme) element.removeAttribute(resolvedThemeAttribute);
  else if (element.getAttribute(resolvedThemeAttribute) !== theme) element.setAttribute(resolvedThemeAttribute, theme);
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
