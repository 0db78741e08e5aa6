// The <tab-panel> children: their tag, their slots, and how the adapter reads them.

import type { MessageValues } from '../shared/i18n';
import type { PersistedTabsMessage } from './messages';

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

/** An author mistake, as a catalogue message: the adapter writes it in the page's language. */
export interface Problem {
  id: PersistedTabsMessage;
  values: MessageValues;
}

interface PanelReading {
  panels: LightPanel[];
  rejected: Element[];
  problems: Problem[];
}

/** Reads the `<tab-panel>` children as they are now, with a problem for every author mistake. */
export function readPanels(host: Element | undefined, panelName: string = panelTag): PanelReading {
  const reading: PanelReading = { panels: [], rejected: [], problems: [] };
  if (!host) return reading;
  const labels = new Map<string, string>();
  let position = 0;
  for (const child of host.children) {
    if (child.localName !== panelName) {
      reading.rejected.push(child);
      reading.problems.push({ id: 'not-a-panel', values: { child: `<${child.localName}>`, panel: `<${panelName}>` } });
      continue;
    }
    position += 1;
    const value = child.getAttribute('value')?.trim() ?? '';
    const label = child.getAttribute('label')?.trim() ?? '';
    if (value === '') {
      reading.rejected.push(child);
      reading.problems.push({
        id: label ? 'no-value-labelled' : 'no-value',
        values: { panel: `<${panelName}>`, position, label },
      });
      continue;
    }
    if (reading.panels.some((panel) => panel.value === value)) {
      reading.rejected.push(child);
      reading.problems.push({ id: 'repeated-value', values: { panel: `<${panelName}>`, position, value } });
      continue;
    }
    if (label === '') {
      reading.problems.push({ id: 'no-label', values: { panel: `<${panelName} value="${value}">` } });
    } else if (labels.has(label)) {
      reading.problems.push({
        id: 'repeated-label',
        values: {
          panel: `<${panelName} value="${value}">`,
          label,
          other: `<${panelName} value="${labels.get(label)}">`,
        },
      });
    } else {
      labels.set(label, value);
    }
    reading.panels.push({ element: child, value, label: label || value, slot: panelSlot(value) });
  }
  return reading;
}
