import { createElement } from 'react';
import { defineWidget } from '../shared/element';
import { metadata } from './api-settings.meta';
import { ApiSettingsElement, ApiSettingsFallback } from './api-settings';
import { installSessionListener } from './session';
import { copyButtonStyles } from '../copy-button';
import css from './api-settings.css?inline';

export { metadata };
export const apiSettings = defineWidget(metadata, ApiSettingsElement, {
  styles: [copyButtonStyles, css],
  errorFallback: () => createElement(ApiSettingsFallback),
});

/** Defines the tag and starts listening for the page's `docs-widgets:session` event. */
export const define = (tag?: string) => {
  installSessionListener();
  return apiSettings.define(tag);
};
