import { defineWidget } from '../shared/element';
import { metadata } from './api-settings.meta';
import { ApiSettings, ApiSettingsFallback } from './api-settings';
import { installSessionListener } from './session';
import { apiSettingsStyles } from './api-settings.styles';

export { metadata };
export const apiSettings = defineWidget(metadata, ApiSettings, {
  styles: apiSettingsStyles,
  errorFallback: () => <ApiSettingsFallback />,
});

/** Defines the tag and starts listening for the page's `docs-widgets:session` event. */
export const define = (tag?: string) => {
  installSessionListener();
  return apiSettings.define(tag);
};
