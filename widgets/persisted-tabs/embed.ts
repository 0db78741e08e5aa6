// What another widget may embed of <persisted-tabs>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { Tabs, type TabItem, type TabsProps } from './persisted-tabs';
// Warms the page's storage before tab sets arrive. The address and storage helpers live in
// widgets/shared/components/query-and-storage.ts; they are re-exported here only until
// <cli-reference> imports them from there.
export { prepareStorage } from './tab-persistence';
export { readQueryValue, readStoredText, storeText, withQueryValue } from '../shared/components/query-and-storage';
export { persistedTabsStyles } from './persisted-tabs.styles';
