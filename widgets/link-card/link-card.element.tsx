import { useElement, useLightDom } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { CardProblems, cardProblems, hasLightContent, useCardHref } from '../icon-card/embed';
import { LinkCard } from './link-card';
import { metadata } from './link-card.meta';
import { linkCardStyles } from './link-card.styles';

/** `<link-card>`: the larger card; the description from the attribute or the slot, the author's mistakes above it. */
export function LinkCardElement({ title, description, href, icon, layout, target }: ElementProps<typeof metadata>) {
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
