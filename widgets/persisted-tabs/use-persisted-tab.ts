import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  announceChoice,
  answerValueQuestions,
  keepInPlace,
  listenForChoices,
  listenForStorage,
  parseStoredValue,
  readQueryValue,
  readStoredValue,
  storageKeyFor,
  storeValue,
  valueKnownInGroup,
  writeQueryValue,
} from './tab-persistence';

/** Why the active tab changed: the reader clicked or used the keyboard, another tab set of the
 * same group (on this page or in another browser tab) changed, or the remembered choice came back. */
export type TabChangeSource = 'user' | 'sync' | 'restore';

export interface TabChange {
  value: string;
  queryGroup: string | undefined;
  source: TabChangeSource;
}

/** `restoring` while the remembered choice waits for its restore delay; `ready` otherwise. */
export type TabsStatus = 'restoring' | 'ready';

export const defaultRestoreDelay = 300;
export const defaultStickyOffset = '100px';

export interface PersistedTabOptions {
  values: readonly string[];
  queryGroup?: string | undefined;
  storageKey?: string | undefined;
  defaultActive?: string | undefined;
  restoreDelay?: number | undefined;
  onChange?: ((change: TabChange) => void) | undefined;
  /**
   * The first render hydrates markup the server rendered without the reader's address: it shows
   * the server's tab, and the address's choice follows once hydrated (React keeps the server's
   * attributes where a hydrating render differs).
   */
  hydrating?: boolean | undefined;
}

export interface PersistedTab {
  /** The active value, undefined only when there are no values. */
  active: string | undefined;
  status: TabsStatus;
  /**
   * Makes `value` active as the reader's choice: writes the URL and storage, tells the other tab
   * sets of the group, and keeps `anchor` (the tab the reader used) where it was on screen.
   */
  select(value: string, anchor?: Element): void;
}

/** A usable restore delay: negative, NaN or infinite values fall back to the default. */
export function restoreDelayValue(raw: number | undefined): number {
  return raw !== undefined && Number.isFinite(raw) && raw >= 0 ? raw : defaultRestoreDelay;
}

/** A CSS length for the sticky offset: bare numbers are pixels; undefined when not a length. */
export function stickyOffsetValue(raw: string | number | undefined): string | undefined {
  if (raw === undefined) return defaultStickyOffset;
  const text = String(raw).trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return `${text}px`;
  const length =
    /^-?(\d+(\.\d+)?|\.\d+)(px|r?em|%|[sld]?v(h|w|min|max)|ch|ex|r?lh|cm|mm|in|pt|pc|q|cq(w|h|i|b|min|max))$/i;
  const cssFunction = /^(calc|min|max|clamp|var|env)\([^;{}]*\)$/i;
  if (!length.test(text) && !cssFunction.test(text)) return undefined;
  if (typeof globalThis.CSS?.supports === 'function' && !globalThis.CSS.supports('top', text)) return undefined;
  return text;
}

/** sessionStorage fires storage events too; reading localStorage may throw in sandboxed frames. */
function fromLocalStorage(event: StorageEvent): boolean {
  try {
    return !event.storageArea || event.storageArea === globalThis.localStorage;
  } catch {
    return false;
  }
}

interface Choice {
  value: string;
  source: 'user' | 'sync';
}

/**
 * The active tab of one tab set and the rules that keep it: on load the URL query parameter
 * wins, else the stored choice after `restoreDelay` ms, else `defaultActive`, else the first
 * value; values the set does not have are ignored wherever they come from.
 */
export function usePersistedTab(options: PersistedTabOptions): PersistedTab {
  const { values, queryGroup, storageKey, defaultActive, onChange } = options;
  const restoreDelay = restoreDelayValue(options.restoreDelay);
  const valuesKey = JSON.stringify(values);
  const key = useMemo(
    () => storageKeyFor({ storageKey, queryGroup, values: JSON.parse(valuesKey) as string[] }),
    [storageKey, queryGroup, valuesKey],
  );
  const [hydrated, setHydrated] = useState(!options.hydrating);
  useEffect(() => setHydrated(true), []);
  const addressValue = useMemo(() => (queryGroup ? readQueryValue(queryGroup) : undefined), [queryGroup]);
  const urlValue = hydrated ? addressValue : undefined;
  const [choice, setChoice] = useState<Choice>();
  const [restoreDue, setRestoreDue] = useState(restoreDelay === 0);

  useEffect(() => {
    if (restoreDue) return;
    const timer = setTimeout(() => setRestoreDue(true), restoreDelay);
    return () => clearTimeout(timer);
  }, [restoreDue, restoreDelay]);

  const known = (value: string | undefined): value is string => value !== undefined && values.includes(value);
  const stored = readStoredValue(key);
  let active: string | undefined;
  let reason: TabChangeSource | 'initial';
  if (known(choice?.value)) {
    active = choice.value;
    reason = choice.source;
  } else if (known(urlValue)) {
    active = urlValue;
    reason = 'initial';
  } else if (restoreDue && known(stored)) {
    active = stored;
    reason = 'restore';
  } else {
    active = known(defaultActive) ? defaultActive : values[0];
    reason = 'initial';
  }
  const status: TabsStatus =
    !restoreDue && known(stored) && stored !== active && reason === 'initial' && !known(urlValue)
      ? 'restoring'
      : 'ready';

  const latest = useRef({ values, key, queryGroup, onChange });
  latest.current = { values, key, queryGroup, onChange };
  const sender = useRef({}).current;

  const previous = useRef(active);
  useEffect(() => {
    const before = previous.current;
    previous.current = active;
    if (before === undefined || active === undefined || before === active || reason === 'initial') return;
    latest.current.onChange?.({ value: active, queryGroup: latest.current.queryGroup, source: reason });
  }, [active, reason]);

  // Another tab set of the same group on this page: switch at once (synchronously, so the set
  // the reader used can measure the page after every set has changed height).
  useEffect(
    () =>
      listenForChoices((message) => {
        const { values: own, key: ownKey, queryGroup: ownGroup } = latest.current;
        if (message.sender === sender || !own.includes(message.value)) return;
        const sameGroup = ownGroup !== undefined && message.queryGroup === ownGroup;
        if (!sameGroup && message.storageKey !== ownKey) return;
        flushSync(() => setChoice({ value: message.value, source: 'sync' }));
      }),
    [sender],
  );

  useEffect(
    () =>
      answerValueQuestions(
        (group, value) => group === latest.current.queryGroup && latest.current.values.includes(value),
      ),
    [],
  );

  // A query value no tab set of the group has (`?pm=cargo`, a stale or mistyped link) would stay
  // in the address bar while another tab shows: put the shown tab's value there instead, once
  // the remembered choice has had its chance. Other parameters and the hash stay as they are.
  useEffect(() => {
    if (!queryGroup || active === undefined || status !== 'ready') return;
    const inUrl = readQueryValue(queryGroup);
    if (inUrl === undefined || inUrl === active || values.includes(inUrl)) return;
    if (valueKnownInGroup(queryGroup, inUrl)) return;
    writeQueryValue(queryGroup, active);
  }, [queryGroup, active, status, values]);

  // Another browser tab of this site stored a choice for this set.
  useEffect(
    () =>
      listenForStorage((event) => {
        const { values: own, key: ownKey, queryGroup: ownGroup } = latest.current;
        if (event.key !== ownKey || !fromLocalStorage(event)) return;
        const value = parseStoredValue(event.newValue);
        if (value === undefined || !own.includes(value)) return;
        setChoice({ value, source: 'sync' });
        if (ownGroup && readQueryValue(ownGroup) !== undefined) writeQueryValue(ownGroup, value);
      }),
    [],
  );

  const select = useCallback(
    (value: string, anchor?: Element) => {
      const { values: own, key: ownKey, queryGroup: ownGroup } = latest.current;
      if (!own.includes(value)) return;
      const topBefore = anchor?.getBoundingClientRect().top;
      flushSync(() => setChoice({ value, source: 'user' }));
      if (ownGroup) writeQueryValue(ownGroup, value);
      storeValue(ownKey, value);
      announceChoice({ value, queryGroup: ownGroup, storageKey: ownKey, sender });
      if (anchor && topBefore !== undefined) keepInPlace(anchor, topBefore);
    },
    [sender],
  );

  return { active, status, select };
}
