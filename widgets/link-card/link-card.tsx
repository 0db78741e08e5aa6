import type { ReactNode } from 'react';
import { Card, cardIcon } from '../icon-card/embed';

export interface LinkCardProps {
  /** Title of the card. */
  title?: string;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Site path or absolute URL. */
  href?: string;
  /** Built-in icon name or image URL. */
  icon?: string;
  /**
   * Icon above (`vertical`) or beside (`horizontal`) the text.
   * @default 'vertical'
   */
  layout?: 'vertical' | 'horizontal';
  /**
   * Link target, only when asked for.
   * @default undefined
   */
  target?: string;
}

/** The larger Card, with an arrow. */
export function LinkCard({ title, description, href, icon, layout = 'vertical', target }: LinkCardProps) {
  return (
    <Card
      variant="link"
      title={title}
      description={description}
      href={href}
      icon={cardIcon(icon)}
      layout={layout}
      target={target}
    />
  );
}
