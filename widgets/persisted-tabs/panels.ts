// The <tab-panel> children: their tag, their slots, and how the adapter reads them.

/** The light-DOM child tag that holds one tab's content. */
export const panelTag = 'tab-panel';

/** The slot of the shadow root that shows the panel `value`. */
export function panelSlot(value: string): string {
  return `tab:${value}`;
}

interface LightPanel {
  element: Element;
  value: string;
  label: string;
  slot: string;
}

interface PanelReading {
  panels: LightPanel[];
  rejected: Element[];
  problems: string[];
}

/** Reads the `<tab-panel>` children as they are now, with a message for every author mistake. */
export function readPanels(host: Element | undefined, panelName: string = panelTag): PanelReading {
  const reading: PanelReading = { panels: [], rejected: [], problems: [] };
  if (!host) return reading;
  const labels = new Map<string, string>();
  let position = 0;
  for (const child of host.children) {
    if (child.localName !== panelName) {
      reading.rejected.push(child);
      reading.problems.push(
        `<${child.localName}> is not a <${panelName}>, so it is not shown. Put content inside <${panelName}> elements.`,
      );
      continue;
    }
    position += 1;
    const value = child.getAttribute('value')?.trim() ?? '';
    const label = child.getAttribute('label')?.trim() ?? '';
    if (value === '') {
      reading.rejected.push(child);
      reading.problems.push(
        `<${panelName}> number ${position}${label ? ` ("${label}")` : ''} has no "value" attribute, so it is not shown.`,
      );
      continue;
    }
    if (reading.panels.some((panel) => panel.value === value)) {
      reading.rejected.push(child);
      reading.problems.push(
        `<${panelName}> number ${position} repeats the value "${value}" of an earlier tab, so it is not shown. Values must be unique within a tab set.`,
      );
      continue;
    }
    if (label === '') {
      reading.problems.push(
        `<${panelName} value="${value}"> has no "label" attribute; its tab shows the value instead.`,
      );
    } else if (labels.has(label)) {
      reading.problems.push(
        `<${panelName} value="${value}"> has the same "label" ("${label}") as <${panelName} value="${labels.get(label)}">; readers cannot tell the tabs apart.`,
      );
    } else {
      labels.set(label, value);
    }
    reading.panels.push({ element: child, value, label: label || value, slot: panelSlot(value) });
  }
  return reading;
}
