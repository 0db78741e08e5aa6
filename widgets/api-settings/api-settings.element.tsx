import { useState } from 'react';
import { readApiBase } from '../shared/page/config';
import { useDispatch, useElement, useHostState } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { metadata } from './api-settings.meta';
import { ApiSettings, ApiSettingsFallback, type ApiSettingsView } from './api-settings';
import { installSessionListener } from './session';
import { apiSettingsStyles } from './api-settings.styles';

/** `<api-settings>`: the API base from the host, the view as the host's `data-state`, copies as `dw-copy`. */
export function ApiSettingsElement({ variable }: ElementProps<typeof metadata>) {
  const element = useElement();
  const dispatch = useDispatch();
  const [view, setView] = useState<ApiSettingsView>();
  useHostState(view);
  return (
    <ApiSettings
      variable={variable}
      base={readApiBase(element?.host)}
      onViewChange={setView}
      onCopy={(copied) => dispatch('dw-copy', { variable: copied })}
    />
  );
}

export { metadata };
export const apiSettings = defineWidget(metadata, ApiSettingsElement, {
  styles: apiSettingsStyles,
  errorFallback: () => <ApiSettingsFallback />,
});

/** Defines the tag and starts listening for the page's `docs-widgets:session` event. */
export const define = (tag?: string) => {
  installSessionListener();
  return apiSettings.define(tag);
};
