// Spec text safe to put in an id or a link. Here, below the checks and the model, because both
// repair ids with it: the checks as they read them, the model as it makes anchors of them.

/** An unpaired surrogate: text no URL, anchor or encoder can carry (`encodeURIComponent` throws on it). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The same text with every unpaired surrogate replaced by U+FFFD, as a UTF-8 decoder would: safe to
 * put in an element id and to percent-encode into a link.
 */
export function wellFormed(text: string): string {
  return LONE_SURROGATE.test(text) ? text.replace(/\p{Cs}/gu, '\uFFFD') : text;
}
