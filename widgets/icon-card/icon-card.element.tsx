import { useElement, useLightDom } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { useCardHref } from './card';
import { CardProblems, cardProblems, hasLightContent } from './card-icon';
import { IconCard } from './icon-card';
import { metadata } from './icon-card.meta';
import { iconCardStyles } from './icon-card.styles';

/** `<icon-card>`: the compact card, with the default slot as its text and the author's mistakes above it. */
export function IconCardElement({ title, href, icon, hasLightIcon, target }: ElementProps<typeof metadata>) {
  const element = useElement();
  const host = useLightDom();
  const problems = cardProblems({ title, href, icon }, useCardHref(href));
  return (
    <>
      <CardProblems tag={element?.tag ?? 'icon-card'} problems={problems} />
      <IconCard title={title} href={href} icon={icon} hasLightIcon={hasLightIcon} target={target}>
        {hasLightContent(host) ? <slot /> : undefined}
      </IconCard>
    </>
  );
}

export { metadata };
export const iconCard = defineWidget(metadata, IconCardElement, { styles: iconCardStyles });
export const define = (tag?: string) => iconCard.define(tag);
