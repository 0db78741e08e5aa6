import { useEffect } from 'react';
import { useElement, useLightDom } from '../shared/context';
import { defineWidget } from '../shared/element';
import { useMessages } from '../shared/i18n';
import { cardGridMessages } from './messages';
import { metadata } from './card-grid.meta';
import { CardGrid } from './card-grid';
import { cardGridStyles } from './card-grid.styles';

/** `<card-grid>`: the grid around its slotted cards. */
export function CardGridElement() {
  const element = useElement();
  const host = useLightDom();
  const t = useMessages(cardGridMessages);
  const empty = Boolean(host) && host!.children.length === 0;
  const tag = element?.tag ?? 'card-grid';
  useEffect(() => {
    if (empty) console.warn(`<${tag}> has no cards inside it.`);
  }, [empty, tag]);
  return (
    <CardGrid>
      {empty ? (
        <p className="dw-problem" role="alert">
          {t.rich('empty', {
            tag: <code>&lt;{tag}&gt;</code>,
            linkCard: <code>&lt;link-card&gt;</code>,
            iconCard: <code>&lt;icon-card&gt;</code>,
          })}
        </p>
      ) : null}
      <slot />
    </CardGrid>
  );
}

export { metadata };
export const cardGrid = defineWidget(metadata, CardGridElement, { styles: cardGridStyles });
export const define = (tag?: string) => cardGrid.define(tag);
