import css from './project-setup.css?inline';
import { codeBlockStyles } from '../code-block/embed';
import { persistedTabsStyles } from '../persisted-tabs/embed';
import { guideStepsStyles } from '../shared/components/guide-steps';

/** Everything a shadow root needs to show `ProjectSetup`: tabs, code block, copy button, steps and its own CSS. */
export const projectSetupStyles: readonly string[] = [
  ...persistedTabsStyles,
  ...codeBlockStyles,
  ...guideStepsStyles,
  css,
];
