import { useElement, useLightDom } from '../shared/context';
import { Card, CardProblems, cardIcon, cardProblems, hasLightContent, useCardHref } from '../icon-card/embed';

export interface LinkCardProps {
  /** Title of the card. */
  title?: string;
  /** A sentence under the title. */
  description?: string;
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

/** `<link-card>`: the larger Card, with an arrow; the description from the attribute or the slot. */
export function LinkCard({ title, description, href, icon, layout = 'vertical', target }: LinkCardProps) {
  const element = useElement();
  const host = useLightDom();
  const problems = cardProblems({ title, href, icon }, useCardHref(href));
  return (
    <>
      <CardProblems tag={element?.tag ?? 'link-card'} problems={problems} />
      <Card
        variant="link"
        title={title}
        description={description || (hasLightContent(host) ? <slot /> : undefined)}
        href={href}
        icon={cardIcon(icon)}
        layout={layout}
        target={target}
      />
    </>
  );
}
