import { useEffect, type ReactNode } from 'react';
import { useElement, useLightDom } from '../shared/context';

export interface CardGridProps {
  /** The cards. */
  children?: ReactNode;
}

/** A responsive grid: as many equal columns as fit at the minimum column width. */
export function CardGrid({ children }: CardGridProps) {
  return (
    <div className="card-grid" part="grid">
      {children}
    </div>
  );
}

/** `<card-grid>`: the grid around its slotted cards. */
export function DocsCardGrid() {
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
