import type { ReactNode } from 'react';

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
