import { useElement, useLightDom } from '../shared/context';
import { Card, useCardHref, type CardProps } from './card';
import { CardProblems, cardIcon, cardProblems, hasLightContent } from './card-icon';

export { Card, cardIcon, type CardProps };

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
}

/** `<icon-card>`: the compact Card, with the default slot as its text. */
export function IconCard({ title, href, icon, hasLightIcon = false, target }: IconCardProps) {
  const element = useElement();
  const host = useLightDom();
  const problems = cardProblems({ title, href, icon }, useCardHref(href));
  return (
    <>
      <CardProblems tag={element?.tag ?? 'icon-card'} problems={problems} />
      <Card
        variant="icon"
        title={title}
        href={href}
        icon={cardIcon(icon, hasLightIcon)}
        hasLightIcon={hasLightIcon}
        target={target}
        description={hasLightContent(host) ? <slot /> : undefined}
      />
    </>
  );
}
