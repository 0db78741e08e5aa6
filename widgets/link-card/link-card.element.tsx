import { useElement, useLightDom } from '../shared/context';
import { defineWidget } from '../shared/element';
import { CardProblems, cardProblems, hasLightContent, useCardHref } from '../icon-card/embed';
import { LinkCard, type LinkCardProps } from './link-card';
import { metadata } from './link-card.meta';
import { linkCardStyles } from './link-card.styles';

interface LinkCardElementProps extends Omit<LinkCardProps, 'description'> {
  /** A sentence under the title. */
  description?: string;
}

/** `<link-card>`: the larger card; the description from the attribute or the slot, the author's mistakes above it. */
export function LinkCardElement({ title, description, href, icon, layout, target }: LinkCardElementProps) {
  const element = useElement();
  const host = useLightDom();
  const problems = cardProblems({ title, href, icon }, useCardHref(href));
  return (
    <>
      <CardProblems tag={element?.tag ?? 'link-card'} problems={problems} />
      <LinkCard
        title={title}
        description={description || (hasLightContent(host) ? <slot /> : undefined)}
        href={href}
        icon={icon}
        layout={layout}
        target={target}
      />
    </>
  );
}

export { metadata };
export const linkCard = defineWidget(metadata, LinkCardElement, { styles: linkCardStyles });
export const define = (tag?: string) => linkCard.define(tag);
