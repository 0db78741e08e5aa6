import { createContext, useContext, useLayoutEffect, useCallback, useState, useSyncExternalStore } from 'react';
import { dashboardUrl, docsUrl, readConfig, resolvePageLink, type ConfigKey, type PageLink } from './page/config';

export interface AttributeProblem {
  attribute: string;
  /** In English, as the console says it. */
  message: string;
  /** The same in the catalogue, for the page's language; a message without one is shown as written. */
  translation?: ProblemTranslation | undefined;
}

/** A runtime message id (widgets/shared/i18n/runtime-messages.ts) and its values. */
export interface ProblemTranslation {
  id: 'not-one-of' | 'not-one-of-using' | 'not-a-number' | 'not-json';
  values: Record<string, string>;
}

/** What the runtime gives every widget's React tree about the element that hosts it. */
export interface ElementHandle {
  host: HTMLElement;
  tag: string;
  /** Fires a bubbling, composed, cancelable CustomEvent from the host; false if cancelled. */
  dispatch<Detail>(name: string, detail?: Detail): boolean;
  /** Attribute values that could not be used (bad JSON, not a number), shown inline. */
  problems: readonly AttributeProblem[];
  /** Subscribes to changes of the host's light-DOM children (for slotted content). */
  subscribeToLightDom(onChange: () => void): () => void;
  lightDomVersion(): number;
  /**
   * `server` while the tree is rendered to HTML in Node (docs-widgets/server), `prerendered` for
   * an element that took over markup rendered there; undefined for a plain client render.
   */
  rendering?: 'server' | 'prerendered';
  /**
   * True once a `prerendered` element's React root hydrates the server's markup, false when it
   * renders afresh over it (markup that is stale or not the server's).
   */
  hydrates?: boolean;
  /**
   * On the server: documents read before rendering, by the address an attribute names (a
   * `<cli-reference src>` spec), since server rendering cannot wait for a load.
   */
  preloaded?: ReadonlyMap<string, unknown>;
}

export const ElementContext = createContext<ElementHandle | null>(null);

/** The element root's live region (see `Announcer`); null outside a widget's tree. */
export interface LiveRegion {
  announce(message: string): void;
  /** Asks for the region to be in the DOM: it is left out while no component may speak. */
  use(): void;
}

export const AnnounceContext = createContext<LiveRegion | null>(null);

/**
 * Says `message` to screen readers through the element's one polite live region; `''` clears it.
 * Undefined outside a widget's tree (a component rendered on its own), where the caller keeps a
 * live region of its own.
 */
export function useAnnounce(): ((message: string) => void) | undefined {
  const region = useContext(AnnounceContext);
  // A layout effect: the region is added in the commit that mounts the caller, before any paint,
  // so it is in the accessibility tree well before the first message.
  useLayoutEffect(() => region?.use(), [region]);
  return region?.announce;
}

/** The element hosting this widget, or undefined when the component is used inside another widget's tree. */
export function useElement(): ElementHandle | undefined {
  return useContext(ElementContext) ?? undefined;
}

/** Reflects a visible state as `data-state` on the host (`open`, `closed`, `loading`, `error`…). */
export function useHostState(state: string | undefined): void {
  const element = useElement();
  useLayoutEffect(() => {
    if (!element || state === undefined) return;
    element.host.setAttribute('data-state', state);
  }, [element, state]);
}

/**
 * A boolean the reader can change that is also a host attribute (`wrap`), so CSS and page scripts
 * see it and can set it. Inside an element the attribute is the one place the value lives: the
 * setter writes the attribute and the runtime renders the widget with it as a prop. Keeping a copy
 * in React state instead, synced from the prop in an effect and reflected back in another, lets
 * the copy and the attribute chase each other without end when the page changes the attribute
 * while a render is pending. Outside an element (embedded in another widget) it is plain state
 * that follows `attributeValue` when that changes.
 */
export function useReflectedState(name: string, attributeValue: boolean): [boolean, (value: boolean) => void] {
  const element = useElement();
  const [own, setOwn] = useState(attributeValue);
  const [seen, setSeen] = useState(attributeValue);
  if (!element && seen !== attributeValue) {
    setSeen(attributeValue);
    setOwn(attributeValue);
  }
  const host = element?.host;
  const set = useCallback(
    (value: boolean) => {
      if (host) host.toggleAttribute(name, value);
      else setOwn(value);
    },
    [host, name],
  );
  return [host ? attributeValue : own, set];
}

/** Dispatch helper that is a no-op outside an element (e.g. when embedded in another widget). */
export function useDispatch(): <Detail>(name: string, detail?: Detail) => boolean {
  const element = useElement();
  return useCallback(<Detail>(name: string, detail?: Detail) => element?.dispatch(name, detail) ?? true, [element]);
}

/**
 * Re-renders when the host's light-DOM children change and returns the host, so a widget can
 * read slotted content (text of a code sample, `<tab-panel>` children) as it is now.
 */
export function useLightDom(): HTMLElement | undefined {
  const element = useElement();
  useSyncExternalStore(
    element ? element.subscribeToLightDom : noopSubscribe,
    element ? element.lightDomVersion : zero,
    zero,
  );
  return element?.host;
}

const noopSubscribe = () => () => {};
const zero = () => 0;

export function useConfig(key: ConfigKey): string {
  return readConfig(useElement()?.host, key);
}

/** Resolves a docs path such as `/guides/auth/auth-captcha` against the configured docs base. */
export function useDocsUrl(path: string): string | undefined {
  const element = useElement();
  return docsUrl(element?.host, path);
}

/** Where a link the page's author wrote leads, and whether it leaves the site (see `resolvePageLink`). */
export function usePageLink(href: string | undefined): PageLink | undefined {
  const element = useElement();
  return href === undefined ? undefined : resolvePageLink(element?.host, href);
}

/** Resolves a dashboard path (see links.ts) against the configured dashboard base. */
export function useDashboardUrl(path: string): string | undefined {
  const element = useElement();
  return dashboardUrl(element?.host, path);
}
