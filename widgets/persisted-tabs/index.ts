// The public face of <persisted-tabs>: what other widgets and the package entries may import.
export { define, metadata, persistedTabs } from './persisted-tabs.element';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { prepareStorage } from './tab-persistence';
export { persistedTabsStyles } from './persisted-tabs.styles';
