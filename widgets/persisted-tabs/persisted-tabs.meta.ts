import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'persisted-tabs',
  untilTouched: true,
  summary:
    'Tabs that remember the reader\u2019s choice in the URL and in localStorage, switch together with other tab sets of the same group, and keep the clicked tab still on screen.',
  attributes: {
    'query-group': {
      type: 'string',
      description:
        'Query parameter that holds the active tab (`?<query-group>=<value>`, written with `history.replaceState`). Tab sets with the same group switch together, on the page and in other browser tabs.',
    },
    'storage-key': {
      type: 'string',
      description:
        'Name under which the choice is remembered in localStorage (prefixed with `docs-widgets:tabs:`). Defaults to the query group, else the list of tab values.',
    },
    'default-active': {
      type: 'string',
      description:
        'Value of the tab shown when neither the URL nor storage names a known tab. Defaults to the first tab.',
    },
    'restore-delay': {
      type: 'number',
      default: 300,
      description:
        'Milliseconds to wait before the remembered choice replaces the default tab; `0` restores it at once. The URL query parameter, when present and known, always wins.',
    },
    sticky: {
      type: 'boolean',
      default: false,
      description: 'Keeps the tab list stuck near the top of the viewport while its panel scrolls by.',
    },
    'sticky-offset': {
      type: 'string',
      default: '100px',
      description: 'Distance of the stuck tab list from the top of the viewport: a CSS length, or a number of pixels.',
    },
    label: {
      type: 'string',
      description: 'Accessible name of the tab list (for example "Package manager").',
    },
  },
  events: {
    'dw-tab-change': {
      description:
        'The active tab changed: the reader chose it (`source: "user"`), another tab set of the group or another browser tab changed it (`"sync"`), or the remembered choice was restored (`"restore"`). Not fired for the first tab shown. Cancelling it has no effect.',
      detail: "{ value: string; queryGroup: string | undefined; source: 'user' | 'sync' | 'restore' }",
    },
  },
  slots: {
    '': '`<tab-panel value="…" label="…">` children, one per tab. The element gives each its own slot and a `data-state="active|inactive"` attribute; the content stays in the page\u2019s light DOM, styled by the page and read by crawlers and site search. Other children are not shown (a message says so).',
  },
  parts: {
    tablist: 'The row of tabs.',
    problem: 'The message listing author mistakes (missing or repeated values, bad attributes).',
  },
  cssProperties: {
    '--dw-persisted-tabs-accent': {
      description: 'Colour of the active tab\u2019s underline.',
      default: 'var(--dw-color-accent)',
    },
    '--dw-persisted-tabs-sticky-background': {
      description:
        'Background behind the stuck tab list, so the panel scrolls under it; set it to your page\u2019s background.',
      default: 'var(--dw-color-background)',
    },
    '--dw-persisted-tabs-panel-padding': {
      description: 'Padding around each panel.',
      default: 'var(--dw-space-3) 0 0',
    },
  },
  states: ['restoring', 'ready', 'empty'],
  childTags: {
    'tab-panel':
      'One tab. `value` names it in the URL and storage (unique within the set), `label` is the tab\u2019s text; the content is the panel.',
  },
} as const satisfies WidgetMetadata;

/** `<tab-panel>` has no behaviour of its own: `<persisted-tabs>` reads these attributes. */
export const tabPanelMetadata = {
  tag: 'tab-panel',
  shadowRoot: false,
  summary: 'One tab of a `<persisted-tabs>` set; its content is the panel. Defined along with `<persisted-tabs>`.',
  attributes: {
    value: {
      type: 'string',
      description:
        'Names the tab in the URL query and in storage. Required and unique within its set; tab sets on one page may reuse values.',
    },
    label: {
      type: 'string',
      description: 'The tab\u2019s text. Required: without it the tab shows its value and a message says so.',
    },
  },
  slots: { '': 'The panel content, kept in the page\u2019s light DOM.' },
} as const satisfies WidgetMetadata;
