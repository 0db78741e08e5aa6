import css from './code-exchange-guide.css?inline';
import { codeBlockStyles } from '../code-block/embed';
import { persistedTabsStyles } from '../persisted-tabs/embed';
import { guideStepsStyles } from '../shared/components/guide-steps';

/** Everything a shadow root needs to show `CodeExchangeGuide`. */
export const codeExchangeGuideStyles: readonly string[] = [
  ...persistedTabsStyles,
  ...codeBlockStyles,
  ...guideStepsStyles,
  css,
];
