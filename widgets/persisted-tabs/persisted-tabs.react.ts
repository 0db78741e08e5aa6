import { panelSlot } from './panels';

/**
 * What docs-widgets/react's `<TabPanel>` always renders: its slot, which the tab set would give it.
 * Written by React on the server and in the browser alike, the panel is in its slot from the first
 * paint of the server's HTML, and the tab set's later write changes nothing React hydrates.
 */
export const reactProps = {
  'tab-panel': (props: Record<string, unknown>) =>
    typeof props.value === 'string' && props.value !== '' ? { slot: panelSlot(props.value) } : {},
};
