import { defineChildTag, defineWidget } from '../shared/element';
import { metadata } from './persisted-tabs.meta';
import { PersistedTabs, panelTag } from './persisted-tabs';
import css from './persisted-tabs.css?inline';

export { metadata };
export const persistedTabs = defineWidget(metadata, PersistedTabs, { styles: [css] });
export const define = (tag?: string) => {
  defineChildTag(panelTag);
  return persistedTabs.define(tag);
};
