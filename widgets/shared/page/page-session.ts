import { sessionGlobal } from '../../../base/protocol';

/**
 * The session the page announced in `window.docsWidgetsSession`, when it is a plain object. An
 * element with the id `docsWidgetsSession` is also a property of `window` (a prerendered
 * reference writes spec ids into the page), and is no announcement.
 */
export function announcedSession(): object | undefined {
  const value: unknown = (globalThis as Record<string, unknown>)[sessionGlobal];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return typeof Node !== 'undefined' && value instanceof Node ? undefined : value;
}
