import { useSyncExternalStore } from 'react';
import { resolvedThemeAttribute } from '../../../base/protocol';
import { useElement } from '../context';
import { colorSchemeMarkerAttributes } from './page-styles';

export type ColorScheme = 'light' | 'dark';

/**
 * The scheme a widget is actually drawn in: the theme the runtime forced on its host
 * (`data-dw-theme`), else the page's `color-scheme` as the host inherits it, resolved against the
 * reader's preference when the page allows both. CSS covers colours with light-dark(); this is
 * for what CSS cannot switch by scheme, such as which image to load.
 */
export function effectiveColorScheme(host: Element | undefined): ColorScheme {
  if (!host) return 'light';
  const forced = host.getAttribute(resolvedThemeAttribute);
  if (forced === 'light' || forced === 'dark') return forced;
  const declared = getComputedStyle(host).colorScheme ?? '';
  const dark = /\bdark\b/.test(declared);
  const light = /\blight\b/.test(declared);
  if (dark && !light) return 'dark';
  if (dark && light) return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  return 'light';
}

const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!stopWatching) {
    // One watcher for the page: the reader's preference, and the attributes pages toggle for
    // dark mode (theme, style and the markers page-styles.ts reads) anywhere in the document.
    const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    media?.addEventListener('change', notify);
    const observer = new MutationObserver(notify);
    observer.observe(document.documentElement, {
      attributes: true,
      subtree: true,
      attributeFilter: ['theme', resolvedThemeAttribute, 'style', ...colorSchemeMarkerAttributes],
    });
    stopWatching = () => {
      media?.removeEventListener('change', notify);
      observer.disconnect();
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

/** Re-renders when the widget's effective colour scheme changes. */
export function useColorScheme(): ColorScheme {
  const host = useElement()?.host;
  return useSyncExternalStore(
    subscribe,
    () => effectiveColorScheme(host),
    () => 'light',
  );
}
