import type { ReactNode } from 'react';
import { TabsView } from './tabs-view';
import { defaultStickyOffset, stickyOffsetValue, usePersistedTab, type TabChange } from './use-persisted-tab';

export type { TabChange, TabChangeSource, TabsStatus } from './use-persisted-tab';
export { usePersistedTab } from './use-persisted-tab';

// Tabs for other widgets' React trees, in a module of their own so that an embedding widget does
// not load the <persisted-tabs> element adapter with them.

export interface TabItem {
  /** Names the tab in the URL and in storage; unique within one tab set. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is active. */
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /**
   * Query parameter that holds the active tab (`?<queryGroup>=<value>`); tab sets sharing it
   * switch together, on the page and across browser tabs.
   * @default undefined
   */
  queryGroup?: string | undefined;
  /**
   * localStorage key (after the `docs-widgets:tabs:` prefix) remembering the choice.
   * @default the query group, else the list of values
   */
  storageKey?: string | undefined;
  /**
   * Tab shown when neither the URL nor storage names one.
   * @default the first tab
   */
  defaultActive?: string | undefined;
  /**
   * Milliseconds before a stored choice replaces the default tab; 0 restores at once.
   * @default 300
   */
  restoreDelay?: number | undefined;
  /**
   * Keeps the tab list on screen while the panel scrolls by.
   * @default false
   */
  sticky?: boolean | undefined;
  /**
   * Distance of the stuck tab list from the top of the viewport: a CSS length or pixels.
   * @default '100px'
   */
  stickyOffset?: string | number | undefined;
  /**
   * Accessible name of the tab list.
   * @default undefined
   */
  label?: string | undefined;
  /** Called when the active tab changes after the first render. */
  onChange?: ((change: TabChange) => void) | undefined;
}

function uniqueByValue<Item extends { value: string }>(items: readonly Item[]): Item[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.value) && Boolean(seen.add(item.value)));
}

/**
 * Tabs that remember the reader's choice in the URL and in localStorage, for use inside other
 * widgets' React trees. Touches no host element; a later item with a repeated value is dropped.
 */
export function Tabs({
  items,
  queryGroup,
  storageKey,
  defaultActive,
  restoreDelay,
  sticky,
  stickyOffset,
  label,
  onChange,
}: TabsProps) {
  const unique = uniqueByValue(items);
  const { active, select } = usePersistedTab({
    values: unique.map((item) => item.value),
    queryGroup,
    storageKey,
    defaultActive,
    restoreDelay,
    onChange,
  });
  if (unique.length === 0) return null;
  return (
    <TabsView
      items={unique}
      active={active}
      onSelect={select}
      label={label}
      sticky={sticky}
      stickyOffset={stickyOffsetValue(stickyOffset) ?? defaultStickyOffset}
      // Embedded in another widget's shadow root, where a part name would become that widget's.
      noParts
    />
  );
}
