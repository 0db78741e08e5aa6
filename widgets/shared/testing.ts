/**
 * Test helpers for happy-dom: put markup in the page and wait until React has rendered into the
 * shadow roots. React renders asynchronously, so tests await this before asserting.
 */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

export async function mount<T extends HTMLElement = HTMLElement>(html: string): Promise<T> {
  const container = document.createElement('div');
  container.innerHTML = html; // test-only markup written by the test itself
  document.body.append(container);
  await settle();
  return container.firstElementChild as T;
}

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root`);
  return element.shadowRoot;
}
