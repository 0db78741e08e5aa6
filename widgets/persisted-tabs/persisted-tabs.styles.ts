import css from './persisted-tabs.css?inline';

/** The tabs' CSS, scoped under `.persisted-tabs`, for widgets that embed the `Tabs` component. */
export const persistedTabsStyles: readonly string[] = [css];
