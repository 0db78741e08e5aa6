import type { ReactNode } from 'react';
import { Card } from './card';
import { cardIcon } from './card-icon';

export interface IconCardProps {
  /** Title of the card. */
  title?: string;
  /** Site path or absolute URL. */
  href?: string;
  /** Built-in icon name or image URL. */
  icon?: string;
  /**
   * Show the `-light` variant of an image icon in dark mode.
   * @default false
   */
  hasLightIcon?: boolean;
  /**
   * Link target, only when asked for.
   * @default undefined
   */
  target?: string;
  /** The card's text, under the title. */
  children?: ReactNode;
}

/** The compact Card, with its children as the text. */
export function IconCard({ title, href, icon, hasLightIcon = false, target, children }: IconCardProps) {
  return (
    <Card
      variant="icon"
      title={title}
      href={href}
      icon={cardIcon(icon, hasLightIcon)}
      hasLightIcon={hasLightIcon}
      target={target}
      description={children}
    />
  );
}
