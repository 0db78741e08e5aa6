import type { ReactNode } from 'react';

/**
 * In the browser an element renders its own shadow root (and hydrates the server's): the
 * component adds nothing. See server-shadow-root.ts for the server's side.
 */
export function useServerShadowRoot(
  _tag: string | undefined,
  _attributes: Record<string, string>,
  _properties: Record<string, unknown>,
  _children: ReactNode,
): string | undefined {
  return undefined;
}
