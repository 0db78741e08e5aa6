import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sets CSS custom properties on the element `ref` holds, through the CSSOM, after each commit
 * that changes them: `useStyleProperties(ref, { '--sticky-offset': '64px' })`. Never a `style`
 * attribute, so a page's strict `style-src 'self'` holds, and server-rendered markup carries no
 * style of its own for the browser to trust: the values are set when the element hydrates (or
 * renders), from the element's own values, never from the markup.
 */
export function useStyleProperties(
  ref: RefObject<(Element & ElementCSSInlineStyle) | null>,
  properties: Readonly<Record<`--${string}`, string>> | undefined,
): void {
  const key = properties ? JSON.stringify(properties) : '';
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !properties) return;
    for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(properties)) element.style.removeProperty(name);
    };
    // The properties are compared by value: a new object with the same values changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, key]);
}
