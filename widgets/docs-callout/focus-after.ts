const focusable =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), ' +
  'select:not([disabled]), textarea:not([disabled]), summary, iframe, [contenteditable=""], ' +
  '[contenteditable="true"], [tabindex]';

function canTakeFocus(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(focusable)) return false;
  if (element.tabIndex < 0 || element.closest('[inert]')) return false;
  // checkVisibility covers display:none, hidden ancestors and closed <details>.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

/** Elements under `root` in reading order, looking inside open shadow roots as well. */
function* descendants(root: ParentNode): Generator<Element> {
  for (const child of root.children) {
    yield child;
    if (child.shadowRoot) yield* descendants(child.shadowRoot);
    yield* descendants(child);
  }
}

/**
 * The first element a keyboard reader could tab to after `from` (outside `from` itself),
 * crossing into and out of shadow roots, or undefined when nothing follows it.
 */
export function nextFocusable(from: Element): HTMLElement | undefined {
  let current: Element | null = from;
  while (current) {
    for (let sibling = current.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
      if (canTakeFocus(sibling)) return sibling;
      if (sibling.shadowRoot) {
        for (const element of descendants(sibling.shadowRoot)) if (canTakeFocus(element)) return element;
      }
      for (const element of descendants(sibling)) if (canTakeFocus(element)) return element;
    }
    const parent: Element | null = current.parentElement;
    if (parent) {
      current = parent;
    } else {
      const root = current.getRootNode();
      current = root instanceof ShadowRoot ? root.host : null;
    }
  }
  return undefined;
}

/** Moves focus to what follows `from`, else to the page body, so it is never lost in a removed node. */
export function focusAfter(from: Element): void {
  const next = nextFocusable(from);
  if (next) {
    next.focus();
    return;
  }
  let active = from.ownerDocument.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (active instanceof HTMLElement) active.blur();
}
