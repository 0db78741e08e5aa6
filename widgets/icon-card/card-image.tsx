import { useColorScheme } from '../shared/styles/color-scheme';
import { pageBaseUrl } from '../shared/page/config';
/** `/img/github.svg` → `/img/github-light.svg`: the variant drawn for dark backgrounds. */
export function lightVariant(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = /\.[a-z0-9]+$/i.test(parsed.pathname)
    ? parsed.pathname.replace(/(\.[a-z0-9]+)$/i, '-light$1')
    : `${parsed.pathname}-light`;
  return parsed.href;
}

/** The http(s) URL `raw` resolves to against the page, or undefined for anything else. */
export function imageUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw.trim(), pageBaseUrl());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function hideBroken(event: { currentTarget: HTMLImageElement }) {
  event.currentTarget.hidden = true;
}

/**
 * An image icon, decorative (the card's title names it). With `hasLightIcon`, the `-light`
 * variant is the one drawn wherever the widget is drawn dark (forced theme, or the page's own
 * dark scheme), and only the image shown is fetched.
 */
export function CardImage({ url, hasLightIcon = false }: { url: string; hasLightIcon?: boolean }) {
  const scheme = useColorScheme();
  const source = hasLightIcon && scheme === 'dark' ? lightVariant(url) : url;
  return <img className="image" src={source} alt="" loading="lazy" onError={hideBroken} key={source} />;
}
