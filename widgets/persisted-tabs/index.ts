// The public face of <persisted-tabs>: what other widgets and the package entries may import.
export { define, metadata, persistedTabs } from './persisted-tabs.element';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { reactProps } from './persisted-tabs.react';
// The address and storage helpers, for other widgets that remember a reader's choice the same way.
export { prepareStorage, readQueryValue, readStoredText, storeText, withQueryValue } from './tab-persistence';
export { persistedTabsStyles } from './persisted-tabs.styles';
