/**
 * Writes `text` to the clipboard with the asynchronous Clipboard API, falling back to a
 * selection in a temporary text area and `document.execCommand('copy')` where the API is
 * missing (plain-http pages, older embedded browsers) or refuses.
 */
export async function writeClipboard(text: string): Promise<void> {
  const clipboard = globalThis.navigator?.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return;
    } catch (error) {
      if (copyThroughSelection(text)) return;
      throw error instanceof Error ? error : new Error(String(error));
    }
  }
  if (!copyThroughSelection(text)) throw new Error('This browser did not allow copying to the clipboard.');
}

/** The focused element, looking inside shadow roots, so focus can be put back after the fallback. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

function copyThroughSelection(text: string): boolean {
  const body = globalThis.document?.body;
  if (!body) return false;
  const previouslyFocused = deepActiveElement();
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  // Styles set through the CSSOM, not a style attribute, so a strict style-src allows them.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  body.append(area);
  let copied = false;
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    copied = document.execCommand?.('copy') ?? false;
  } catch {
    copied = false;
  } finally {
    area.remove();
    previouslyFocused?.focus({ preventScroll: true });
  }
  return copied;
}
