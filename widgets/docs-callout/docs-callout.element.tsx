import { useEffect, useLayoutEffect, useState } from 'react';
import { useDispatch, useElement, useHostState, useLightDom } from '../shared/context';
import { defineWidget } from '../shared/element';
import { hasLightContent } from '../shared/host/light-dom';
import type { ElementProps } from '../shared/metadata';
import { useMessages } from '../shared/i18n';
import { Callout } from './docs-callout';
import { metadata } from './docs-callout.meta';
import { docsCalloutStyles } from './docs-callout.styles';
import { focusAfter } from './focus-after';
import { docsCalloutMessages } from './messages';

function hasContent(host: HTMLElement | undefined): boolean {
  return !host || hasLightContent(host);
}

/** `<docs-callout>`: the Callout with its body from the slot, closing state and focus handling. */
export function DocsCallout({ type, title, closable }: ElementProps<typeof metadata>) {
  const element = useElement();
  const t = useMessages(docsCalloutMessages);
  const host = useLightDom();
  const dispatch = useDispatch();
  const [closed, setClosed] = useState(false);
  useHostState(closed ? 'closed' : 'open');
  const empty = !title && !hasContent(host);

  // Hidden, so page margins around the host collapse too; never un-hides an author's `hidden`.
  useLayoutEffect(() => {
    if (closed) element?.host.setAttribute('hidden', '');
  }, [closed, element]);

  useEffect(() => {
    if (empty)
      console.warn(`<${element?.tag ?? 'docs-callout'}> is empty: put its text between the tags or set "title".`);
  }, [empty, element]);

  if (closed) return null;
  return (
    <Callout
      type={type}
      title={title}
      closable={closable}
      onClose={(box) => {
        if (!dispatch('dw-close')) return;
        focusAfter(element?.host ?? box);
        setClosed(true);
      }}
    >
      {empty ? (
        <p className="dw-problem" role="alert">
          {t.rich('empty', { tag: <code>&lt;{element?.tag ?? 'docs-callout'}&gt;</code>, title: <code>title</code> })}
        </p>
      ) : (
        <slot />
      )}
    </Callout>
  );
}

export { metadata };
export const docsCallout = defineWidget(metadata, DocsCallout, { styles: docsCalloutStyles });
export const define = (tag?: string) => docsCallout.define(tag);
