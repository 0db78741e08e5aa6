import { LineIcon } from '../shared/components/line-icon';
import { useId, type ReactNode } from 'react';
import { usePageLink } from '../shared/context';
import { useMessages } from '../shared/i18n';
import { cardMessages } from './messages';

/**
 * Resolves a card's `href` as the page's own links: site paths against the docs base, relative
 * ones against the page, unsafe schemes to undefined.
 */
export function useCardHref(href: string | undefined): string | undefined {
  return usePageLink(href)?.href;
}

function Arrow({ external }: { external: boolean }) {
  return <LineIcon className="arrow" d={external ? 'M8 16 16 8M9 8h7v7' : 'M5 12h14M13 6l6 6-6 6'} />;
}

export interface CardProps {
  /** The card's title; the link's text and so its accessible name. */
  title?: ReactNode;
  /** A line or two under the title; the link's accessible description. */
  description?: ReactNode;
  /** Where the card leads: a site path (resolved against the docs base) or an absolute URL. */
  href?: string;
  /** The icon, drawn by the caller (see `CardIcon` for built-in names and image URLs). */
  icon?: ReactNode;
  /**
   * The icon switches to its light variant in dark mode (`CardIcon` draws both).
   * @default false
   */
  hasLightIcon?: boolean;
  /**
   * `vertical` puts the icon above the text; `horizontal` beside it.
   * @default 'horizontal'
   */
  layout?: 'vertical' | 'horizontal';
  /**
   * Link target, only if the author asks for one (`_blank`).
   * @default undefined
   */
  target?: string;
  /**
   * `icon`: a compact tile with a framed icon; `link`: a larger card with an arrow.
   * @default 'link'
   */
  variant?: 'icon' | 'link';
  /** Extra content under the description (not interactive: the whole card is one link). */
  children?: ReactNode;
}

/**
 * A card that is one link as a whole (the title's link, stretched over the card), with one focus
 * ring. External links get
 * `rel="noopener noreferrer"`; a target is set only when asked for, and then announced.
 */
export function Card({
  title,
  description,
  href,
  icon,
  hasLightIcon = false,
  layout = 'horizontal',
  target,
  variant = 'link',
  children,
}: CardProps) {
  const id = useId();
  const t = useMessages(cardMessages);
  const link = usePageLink(href);
  const resolvedHref = link?.href;
  const external = link?.external ?? false;
  const newTab = Boolean(resolvedHref) && target === '_blank';

  const titleText = title || href || t('untitled');
  // The link holds the title only, so its name is what it shows; its ::after covers the card,
  // so the whole card is still one click target with one focus ring (Starlight's and Stripe's
  // pattern). A link around the whole card would show its description as part of its text,
  // which a name of the title alone contradicts (WCAG 2.5.3, "label in name").
  return (
    <div
      className="card"
      data-variant={variant}
      data-layout={layout}
      data-linked={resolvedHref ? '' : undefined}
      part="card"
    >
      {icon ? (
        <span className={hasLightIcon ? 'icon has-light-variant' : 'icon'} part="icon">
          {icon}
        </span>
      ) : null}
      <span className="text">
        <span className="title" part="title">
          {resolvedHref ? (
            <a
              className="card-link"
              href={resolvedHref}
              target={target || undefined}
              rel={external ? 'noopener noreferrer' : newTab ? 'noopener' : undefined}
              aria-describedby={description ? `${id}-description` : undefined}
            >
              {titleText}
              {newTab ? (
                <>
                  {' '}
                  <span className="dw-visually-hidden">{t('new-tab')}</span>
                </>
              ) : null}
            </a>
          ) : (
            titleText
          )}
        </span>
        {description ? (
          <span className="description" id={`${id}-description`} part="description">
            {description}
          </span>
        ) : null}
        {children}
      </span>
      {resolvedHref && variant === 'link' ? <Arrow external={external} /> : null}
    </div>
  );
}
