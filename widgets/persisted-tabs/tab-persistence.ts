import { readStoredText, storeText } from '../shared/components/query-and-storage';

/**
 * Where a tab set keeps the reader's choice: the URL query (`?<query-group>=<value>`), the
 * browser's localStorage, and a page-wide message so other tab sets of the same group follow.
 * Every function here tolerates a missing or locked-down browser API (sandboxed iframes and
 * privacy modes throw on localStorage access): persistence is a nicety, never a crash.
 */

/** Prefix of every localStorage key a tab set writes. */
export const storagePrefix = 'docs-widgets:tabs:';

/** Window event that tells tab sets on the page that a reader picked a tab in another set. */
export const tabChoiceEvent = 'docs-widgets:tab-choice';

/**
 * The localStorage key of a tab set: its `storage-key`, else its `query-group`, else its list of
 * values, so the same set of tabs on another page (npm | yarn | pnpm) remembers the same choice.
 */
export function storageKeyFor(options: {
  storageKey?: string | undefined;
  queryGroup?: string | undefined;
  values: readonly string[];
}): string {
  if (options.storageKey) return storagePrefix + options.storageKey;
  if (options.queryGroup) return storagePrefix + 'group:' + options.queryGroup;
  return storagePrefix + 'values:' + JSON.stringify(options.values);
}

/** The stored choice, or undefined when nothing, something unreadable or not a string is stored. */
export function readStoredValue(key: string): string | undefined {
  return parseStoredValue(readStoredText(key));
}

/** Parses what `storeValue` wrote (a JSON string); anything else counts as nothing stored. */
export function parseStoredValue(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' && parsed !== '' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function storeValue(key: string, value: string): void {
  storeText(key, JSON.stringify(value));
}

export interface TabChoiceMessage {
  value: string;
  queryGroup: string | undefined;
  storageKey: string;
  /** The tab set that sent it, so it does not react to its own message. */
  sender: object;
}

/**
 * Tells the other tab sets on the page about a reader's choice. A window event rather than a
 * module-level list, so tab sets from two copies of our bundle on one page still hear each other.
 */
export function announceChoice(message: TabChoiceMessage): void {
  globalThis.dispatchEvent?.(new CustomEvent<TabChoiceMessage>(tabChoiceEvent, { detail: message }));
}

export function listenForChoices(onChoice: (message: TabChoiceMessage) => void): () => void {
  return choiceListeners.add(onChoice);
}

/**
 * Listeners on window shared by every tab set of this bundle: one `addEventListener` per event type
 * however many tab sets a page has (a CLI reference has a hundred; each window listener costs).
 */
class SharedWindowListener<Value> {
  private readonly callbacks = new Set<(value: Value) => void>();
  private readonly listener = (event: Event) => {
    const value = this.read(event);
    if (value === undefined) return;
    for (const callback of [...this.callbacks]) if (this.callbacks.has(callback)) callback(value);
  };

  constructor(
    private readonly type: string,
    private readonly read: (event: Event) => Value | undefined,
  ) {}

  add(callback: (value: Value) => void): () => void {
    if (this.callbacks.size === 0) globalThis.addEventListener?.(this.type, this.listener);
    this.callbacks.add(callback);
    return () => {
      if (!this.callbacks.delete(callback) || this.callbacks.size > 0) return;
      globalThis.removeEventListener?.(this.type, this.listener);
    };
  }
}

const choiceListeners = new SharedWindowListener<TabChoiceMessage>(tabChoiceEvent, (event) => {
  const detail = (event as CustomEvent<TabChoiceMessage>).detail;
  return detail && typeof detail.value === 'string' ? detail : undefined;
});

const storageListeners = new SharedWindowListener<StorageEvent>('storage', (event) => event as StorageEvent);

/** Window event that asks the tab sets on the page whether one of them has a value. */
export const valueQuestionEvent = 'docs-widgets:tab-value-question';

interface ValueQuestion {
  queryGroup: string;
  value: string;
  known: boolean;
}

const valueQuestions = new SharedWindowListener<ValueQuestion>(valueQuestionEvent, (event) => {
  const detail = (event as CustomEvent<ValueQuestion>).detail;
  return detail && typeof detail.value === 'string' ? detail : undefined;
});

/**
 * Answers other tab sets asking whether a set of `queryGroup` has a value; `has` says for this
 * set. Returns the unsubscribe.
 */
export function answerValueQuestions(has: (queryGroup: string, value: string) => boolean): () => void {
  return valueQuestions.add((question) => {
    if (has(question.queryGroup, question.value)) question.known = true;
  });
}

/** Whether any tab set of `queryGroup` on the page (from any copy of our bundle) has `value`. */
export function valueKnownInGroup(queryGroup: string, value: string): boolean {
  const question: ValueQuestion = { queryGroup, value, known: false };
  globalThis.dispatchEvent?.(new CustomEvent<ValueQuestion>(valueQuestionEvent, { detail: question }));
  return question.known;
}

/** Calls `onStorage` for every storage event (another browser tab changed storage); returns the unsubscribe. */
export function listenForStorage(onStorage: (event: StorageEvent) => void): () => void {
  return storageListeners.add(onStorage);
}

/**
 * The first localStorage access of a page waits for the browser to load the site's storage (5 to
 * 10 ms in Chromium). A widget that knows tab sets are coming (a CLI reference, while its spec
 * downloads) calls this first, so the tab sets' first render does not pay for it.
 */
export function prepareStorage(): void {
  readStoredValue(storagePrefix);
  // The window's first `storage` listener costs as much again (Chromium opens the storage areas
  // for it); one that stays makes every tab set's own subscription cheap.
  storageWarmed ??= listenForStorage(() => undefined);
}

let storageWarmed: (() => void) | undefined;

/**
 * Scrolls the window so that `element`'s top is back at `topBefore` (viewport pixels), after
 * content above it changed height. Native scroll anchoring does not cover this reliably: it may
 * pick an anchor inside the very panels that changed.
 */
export function keepInPlace(element: Element, topBefore: number): void {
  const shift = element.getBoundingClientRect().top - topBefore;
  if (Math.abs(shift) >= 1) globalThis.scrollBy?.({ top: shift, behavior: 'instant' });
}
