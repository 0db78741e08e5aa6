import { useEffect } from 'react';
import { useElement, useHostState, useLightDom } from '../shared/context';
import { defineWidget } from '../shared/element';
import { hasLightContent } from '../shared/host/light-dom';
import type { ElementProps } from '../shared/metadata';
import { useMessages } from '../shared/i18n';
import { paramRowMessages } from './messages';
import { ParamRow } from './param-row';
import { metadata } from './param-row.meta';
import { paramRowStyles } from './param-row.styles';

// The <param-row> element: its adapter and its definition. Widgets that embed `ParamRow` (the CLI
// reference) import the index without this module, so they do not load it.

/** The element adapter: description from the default slot, deep link from the host's id, data-state. */
export function ParamRowElement({ name, type, optional, ...shown }: ElementProps<typeof metadata>) {
  const element = useElement();
  const host = useLightDom();
  const t = useMessages(paramRowMessages);
  const tag = element?.tag ?? 'param-row';
  useHostState(optional ? 'optional' : 'required');

  const missing = (['name', 'type'] as const).filter((attribute) => !{ name, type }[attribute]?.trim());
  const missingKey = missing.join(',');
  useEffect(() => {
    for (const attribute of missingKey ? missingKey.split(',') : []) {
      console.warn(`<${tag}> attribute "${attribute}" is missing or empty; showing a placeholder.`);
    }
  }, [missingKey, tag]);

  return (
    <>
      {missing.length > 0 ? (
        <div className="dw-problem" role="alert" part="problem">
          <code>&lt;{tag}&gt;</code>{' '}
          {t.rich(
            'attributes-missing',
            { first: <code>{missing[0]}</code>, second: <code>{missing[1]}</code> },
            { count: missing.length },
          )}
        </div>
      ) : null}
      {/* The attributes this adapter does not read itself go to the row as they are, so an
          attribute the component already takes needs only its line in the metadata. */}
      <ParamRow {...shown} name={name} type={type} optional={optional} anchor={host?.id || undefined}>
        {hasLightContent(host) ? <slot /> : null}
      </ParamRow>
    </>
  );
}

export { metadata };
// A row shows text and a plain link, and handles no events: its root needs none of React's listeners.
export const paramRow = defineWidget(metadata, ParamRowElement, { styles: paramRowStyles, noEventHandlers: true });
export const define = (tag?: string) => paramRow.define(tag);
