// The public face of <persisted-tabs>: what other widgets and the package entries may import.
export { define, metadata, persistedTabs } from './persisted-tabs.element';
export { reactProps } from './persisted-tabs.react';
export * from './embed';
