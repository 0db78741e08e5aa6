import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { childTagName } from '../shared/prefix';
import { useDispatch, useElement, useHostState, useLightDom } from '../shared/context';
import { ProblemList } from '../shared/problems';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { useMessages } from '../shared/i18n';
import { Accordion, AccordionItem, headerClass, headerForKey } from './docs-accordion';
import { itemMetadata, metadata } from './docs-accordion.meta';
import { docsAccordionStyles } from './docs-accordion.styles';
import { docsAccordionMessages } from './messages';

/** The enabled header buttons of the items directly inside `host`, in order. */
function itemHeaders(host: HTMLElement): HTMLElement[] {
  const headers: HTMLElement[] = [];
  for (const child of host.children) {
    const header = child.shadowRoot?.querySelector<HTMLButtonElement>(`.${headerClass}`);
    if (header && !header.disabled) headers.push(header);
  }
  return headers;
}

/**
 * `<docs-accordion>`: the items are light-DOM `<accordion-item>` elements, each rendering its
 * own header in its own shadow root. This element coordinates them: arrow keys move between
 * their headers, and in single mode an item that opens closes the others.
 */
export function DocsAccordion({ mode }: ElementProps<typeof metadata>) {
  const element = useElement();
  const t = useMessages(docsAccordionMessages);
  const host = useLightDom();
  const itemTag = childTagName(element?.tag, 'docs-accordion', 'accordion-item');
  const children = host ? [...host.children] : [];
  const items = children.filter((child) => child.localName === itemTag);
  const strays = children.filter((child) => child.localName !== itemTag).map((child) => child.localName);

  const empty = Boolean(host) && items.length === 0;
  useEffect(() => {
    if (empty) console.warn(`<${element?.tag ?? 'docs-accordion'}> has no <${itemTag}> children.`);
  }, [empty, element, itemTag]);

  useEffect(() => {
    if (strays.length > 0) {
      console.warn(
        `<${element?.tag ?? 'docs-accordion'}> expects only <${itemTag}> children; these are shown as they are: ${strays.map((tag) => `<${tag}>`).join(', ')}.`,
      );
    }
  }, [strays.join(), element]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!host) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const origin = event.composedPath()[0];
      if (!(origin instanceof HTMLElement) || !origin.classList.contains(headerClass)) return;
      const target = headerForKey(itemHeaders(host), origin, event.key);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    host.addEventListener('keydown', onKeyDown);
    return () => host.removeEventListener('keydown', onKeyDown);
  }, [host]);

  useEffect(() => {
    if (!host || mode !== 'single') return;
    // Authored markup may open several items; single mode keeps the first.
    const open = [...host.children].filter((child) => child.localName === itemTag && child.hasAttribute('open'));
    for (const extra of open.slice(1)) extra.removeAttribute('open');
    const onToggle = (event: Event) => {
      const item = event.target as Element;
      if (item.parentElement !== host || !(event as CustomEvent<{ open: boolean }>).detail?.open) return;
      for (const sibling of host.children) {
        if (sibling !== item && sibling.localName === item.localName && sibling.hasAttribute('open')) {
          sibling.removeAttribute('open');
        }
      }
    };
    host.addEventListener('dw-toggle', onToggle);
    return () => host.removeEventListener('dw-toggle', onToggle);
  }, [host, mode, itemTag]);

  return (
    <Accordion>
      {empty ? (
        <p className="dw-problem" role="alert">
          {t.rich('empty', {
            tag: <code>&lt;{element?.tag ?? 'docs-accordion'}&gt;</code>,
            item: <code>&lt;{itemTag}&gt;</code>,
          })}
        </p>
      ) : null}
      <slot />
    </Accordion>
  );
}

function hashTarget(): string {
  try {
    return decodeURIComponent(location.hash.slice(1));
  } catch {
    return location.hash.slice(1);
  }
}

/**
 * `<accordion-item>`: the `open` attribute is the state, so page CSS, scripts and the parent
 * accordion all see and change the same thing. Fires `dw-toggle` after every change.
 */
export function DocsAccordionItem({ header, open, disabled, headingLevel }: ElementProps<typeof itemMetadata>) {
  const element = useElement();
  const t = useMessages(docsAccordionMessages);
  const dispatch = useDispatch();
  const scrollWhenOpen = useRef(false);
  const previous = useRef(open);
  useHostState(open ? 'open' : 'closed');

  const setOpen = useCallback((next: boolean) => element?.host.toggleAttribute('open', next), [element]);

  useEffect(() => {
    if (previous.current === open) return;
    previous.current = open;
    dispatch('dw-toggle', { open });
  }, [open, dispatch]);

  useEffect(() => {
    if (!element) return;
    const { host } = element;
    const openFromHash = () => {
      const id = hashTarget();
      if (!id || id !== host.id) return;
      if (host.hasAttribute('open')) {
        host.scrollIntoView({ block: 'start' });
      } else {
        scrollWhenOpen.current = true;
        host.setAttribute('open', '');
      }
    };
    openFromHash();
    window.addEventListener('hashchange', openFromHash);
    return () => window.removeEventListener('hashchange', openFromHash);
  }, [element]);

  // Scroll once the content is laid out, so the item lands where the reader expects.
  useLayoutEffect(() => {
    if (open && scrollWhenOpen.current) {
      scrollWhenOpen.current = false;
      element?.host.scrollIntoView({ block: 'start' });
    }
  }, [open, element]);

  const missingHeader = !header?.trim();
  useEffect(() => {
    if (missingHeader) console.warn(`<${element?.tag ?? 'accordion-item'}> attribute "header": is missing.`);
  }, [missingHeader, element]);

  return (
    <>
      {missingHeader ? (
        <ProblemList
          tag={element?.tag ?? 'accordion-item'}
          problems={[{ attribute: 'header', message: t('header-missing') }]}
        />
      ) : null}
      <AccordionItem
        header={missingHeader ? element?.host.id || t('untitled') : header}
        open={open}
        disabled={disabled}
        headingLevel={headingLevel}
        onOpenChange={setOpen}
      >
        <slot />
      </AccordionItem>
    </>
  );
}

export { metadata, itemMetadata };
export const docsAccordion = defineWidget(metadata, DocsAccordion, { styles: docsAccordionStyles });
export const accordionItem = defineWidget(itemMetadata, DocsAccordionItem, { styles: docsAccordionStyles });

/** Defines `<docs-accordion>` (under `tag` if given) and `<accordion-item>`. */
export const define = (tag?: string) => {
  accordionItem.define(childTagName(tag, metadata.tag, itemMetadata.tag));
  return docsAccordion.define(tag);
};
