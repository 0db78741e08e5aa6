import {
  createElement,
  useCallback,
  useLayoutEffect,
  useRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';
import { attributeFingerprint, markReactPage, prerenderedAttribute } from '../widgets/shared/prerendered';
import { useServerShadowRoot } from '#server-shadow-root';
import type { ElementApi } from './element-api';

export type { ElementApi } from './element-api';

interface WrapperProps {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  [prop: string]: unknown;
}

/** Sorts a component's props into the element's attributes, its properties and its listeners. */
export function sortProps(api: ElementApi, props: Record<string, unknown>) {
  const attributes: Record<string, unknown> = {};
  const properties: Record<string, unknown> = {};
  const listeners: Record<string, (event: Event) => void> = {};
  for (const [prop, value] of Object.entries(props)) {
    if (value === undefined || prop === 'children' || prop === 'ref') continue;
    const event = api.events[prop];
    const declared = api.attributes[prop];
    if (event) {
      if (typeof value === 'function') listeners[event] = value as (event: Event) => void;
    } else if (declared) {
      const [attribute, type] = declared;
      if (type === 'json' && typeof value !== 'string') properties[prop] = value;
      else if (type === 'boolean') {
        if (value === true || value === '') attributes[attribute] = '';
      } else if (value !== null && value !== false) attributes[attribute] = String(value);
    } else if (api.properties.includes(prop)) {
      properties[prop] = value;
    } else {
      // className, style, id, slot, data-* and aria-*: React writes them as it does on any tag.
      attributes[prop] = value;
    }
  }
  return { attributes, properties, listeners };
}

/**
 * The host's attributes as the browser reads them once React has written them, for the
 * fingerprint (which reads them all but a fixed few): React writes `className` as `class`, strings
 * and numbers as text, `true` as an empty attribute, and HTML reads every name in lowercase.
 */
function writtenAttributes(attributes: Record<string, unknown>): Array<readonly [string, string]> {
  return Object.entries(attributes).flatMap(([name, value]) =>
    typeof value === 'string' || typeof value === 'number' || value === true
      ? [[name === 'className' ? 'class' : name.toLowerCase(), value === true ? '' : String(value)] as const]
      : [],
  );
}

/**
 * A React component for one element, the same in a server component tree, a client component, a
 * server-rendered page that React hydrates and a page React renders on client navigation:
 * - text, number and boolean props are written as the element's own attributes (`queryGroup` →
 *   `query-group`), so the server's HTML, hydration and later renders agree;
 * - object props and `on…` event props are set on the element by the component itself once React
 *   has it, because React sets neither while it hydrates a custom element;
 * - on the server the element's shadow root is rendered into React's own output, as a declarative
 *   shadow root (`<template shadowrootmode="open">`) the browser attaches while parsing and the
 *   element hydrates; in the browser that template is already gone, so React's markup matches;
 * - the element is defined after React has committed it, so nothing changes its attributes while
 *   React hydrates them.
 */
export function createComponent(api: ElementApi, define: () => unknown, displayName: string) {
  const Component = ({ children, ref, ...given }: WrapperProps): ReactElement => {
    const props = api.fixedProps ? { ...given, ...api.fixedProps(given) } : given;
    const { attributes, properties, listeners } = sortProps(api, props);
    const host = useRef<HTMLElement | null>(null);
    const setHost: RefCallback<HTMLElement> = useCallback(
      (element: HTMLElement | null) => {
        host.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
        return undefined;
      },
      [ref],
    );

    useLayoutEffect(() => {
      // The attribute-only fingerprint this component writes is accepted only on a page that says
      // React renders it; this says so before the tag's first element upgrades.
      markReactPage();
      define();
    }, []);

    const setProperties = useRef<Record<string, unknown>>({});
    useLayoutEffect(() => {
      const element = host.current as (HTMLElement & Record<string, unknown>) | null;
      if (!element) return;
      for (const name of Object.keys(setProperties.current)) {
        if (!(name in properties)) element[name] = undefined;
      }
      for (const [name, value] of Object.entries(properties)) {
        if (element[name] !== value) element[name] = value;
      }
      setProperties.current = properties;
    });

    const handlers = useRef(listeners);
    useLayoutEffect(() => {
      handlers.current = listeners;
    });
    const eventNames = Object.keys(listeners).sort().join(' ');
    useLayoutEffect(() => {
      const element = host.current;
      if (!element || eventNames === '') return undefined;
      const added = eventNames.split(' ').map((name) => {
        const listener = (event: Event) => handlers.current[name]?.(event);
        element.addEventListener(name, listener);
        return () => element.removeEventListener(name, listener);
      });
      return () => {
        for (const remove of added) remove();
      };
    }, [eventNames]);

    const text = Object.entries(attributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    const shadowRoot = useServerShadowRoot(
      api.rendered ? api.tag : undefined,
      Object.fromEntries(text),
      properties,
      children,
    );
    return createElement(
      api.tag,
      {
        ...attributes,
        // The element hydrates server markup only when its attributes still give this fingerprint.
        ...(api.rendered ? { [prerenderedAttribute]: attributeFingerprint(writtenAttributes(attributes)) } : {}),
        ref: setHost,
      },
      // The same shape on the server and in the browser (where the template is already a shadow
      // root), so ids from useId in the children agree.
      shadowRoot === undefined
        ? null
        : createElement('template', { shadowrootmode: 'open', dangerouslySetInnerHTML: { __html: shadowRoot } }),
      children,
    );
  };
  Component.displayName = displayName;
  // What the server reads to write the component among another element's children.
  Component.docsWidgets = api;
  Component.sortProps = (given: Record<string, unknown>) =>
    sortProps(api, api.fixedProps ? { ...given, ...api.fixedProps(given) } : given);
  return Component;
}
