// What another widget may embed of <persisted-tabs>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { Tabs, type TabItem, type TabsProps } from './tabs';
// The address and storage helpers, for other widgets that remember a reader's choice the same way.
export { prepareStorage, readQueryValue, readStoredText, storeText, withQueryValue } from './tab-persistence';
export { persistedTabsStyles } from './persisted-tabs.styles';
