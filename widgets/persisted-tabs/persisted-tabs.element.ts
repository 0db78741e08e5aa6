import { defineChildTag, defineWidget } from '../shared/element';
import { childTagName } from '../shared/prefix';
import { metadata } from './persisted-tabs.meta';
import { PersistedTabs, panelTag } from './persisted-tabs';
import { persistedTabsStyles } from './persisted-tabs.styles';

export { metadata };
export const persistedTabs = defineWidget(metadata, PersistedTabs, { styles: persistedTabsStyles });
export const define = (tag?: string) => {
  defineChildTag(childTagName(tag, metadata.tag, panelTag));
  return persistedTabs.define(tag);
};
