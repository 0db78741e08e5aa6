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
    const url = new URL(raw.trim(), document.baseURI);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function hideBroken(event: { currentTarget: HTMLImageElement }) {
  event.currentTarget.hidden = true;
}

/**
 * An image icon, decorative (the card's title names it). With `hasLightIcon` the light variant
 * is drawn too, and CSS shows one or the other by theme; lazy loading fetches only the shown one.
 */
export function CardImage({ url, hasLightIcon = false }: { url: string; hasLightIcon?: boolean }) {
  return (
    <>
      <img className="image" src={url} alt="" loading="lazy" onError={hideBroken} />
      {hasLightIcon ? (
        <img className="image light-variant" src={lightVariant(url)} alt="" loading="lazy" onError={hideBroken} />
      ) : null}
    </>
  );
}
