/**
 * Writes `text` to the clipboard with the asynchronous Clipboard API, falling back to a
 * selection in a temporary text area and `document.execCommand('copy')` where the API is
 * missing (plain-http pages, older embedded browsers) or refuses.
 */
export async function writeClipboard(text: string): Promise<void> {
  const clipboard = navigator.clipboard;
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

function copyThroughSelection(text: string): boolean {
  // The focused element, looked up inside shadow roots, gets focus back afterwards.
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.ariaHidden = 'true';
  area.tabIndex = -1;
  // Styles set through the CSSOM, not a style attribute, so a strict style-src allows them.
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  document.body.append(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
    (focused as HTMLElement | null)?.focus?.({ preventScroll: true });
  }
}
