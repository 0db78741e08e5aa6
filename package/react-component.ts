import { createElement, type ReactElement, type ReactNode, type Ref } from 'react';

interface WrapperProps {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
  [prop: string]: unknown;
}

/**
 * A React component for one element. It defines the element (on the client, before React creates
 * the first one), so React 19 sees every prop as a property of the element: objects and arrays
 * arrive as values, never as "[object Object]" attributes. Event props (`onDwCopy`) become
 * listeners for the element's events (`dw-copy`). Nothing runs at import: server rendering can
 * import it, and renders the tag with its text attributes.
 */
export function createComponent(
  tag: string,
  define: () => unknown,
  events: Readonly<Record<string, string>>,
  displayName: string,
) {
  const Component = (props: WrapperProps): ReactElement => {
    if (typeof customElements !== 'undefined') define();
    const elementProps: Record<string, unknown> = {};
    for (const [prop, value] of Object.entries(props)) {
      const event = events[prop];
      // React 19 adds an `on<name>` prop of a custom element as a listener for the event <name>.
      elementProps[event ? `on${event}` : prop] = value;
    }
    return createElement(tag, elementProps);
  };
  Component.displayName = displayName;
  return Component;
}
