import { useEffect } from 'react';
import { useElement, useLightDom } from '../shared/context';
import { defineWidget } from '../shared/element';
import { metadata } from './card-grid.meta';
import { CardGrid } from './card-grid';
import { cardGridStyles } from './card-grid.styles';

/** `<card-grid>`: the grid around its slotted cards. */
export function CardGridElement() {
  const element = useElement();
  const host = useLightDom();
  const empty = Boolean(host) && host!.children.length === 0;
  const tag = element?.tag ?? 'card-grid';
  useEffect(() => {
    if (empty) console.warn(`<${tag}> has no cards inside it.`);
  }, [empty, tag]);
  return (
    <CardGrid>
      {empty ? (
        <p className="dw-problem" role="alert">
          <code>&lt;{tag}&gt;</code> has no cards: put <code>&lt;link-card&gt;</code> or <code>&lt;icon-card&gt;</code>{' '}
          elements inside it.
        </p>
      ) : null}
      <slot />
    </CardGrid>
  );
}

export { metadata };
export const cardGrid = defineWidget(metadata, CardGridElement, { styles: cardGridStyles });
export const define = (tag?: string) => cardGrid.define(tag);
