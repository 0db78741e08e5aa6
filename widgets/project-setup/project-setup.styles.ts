import css from './project-setup.css?inline';
import stepsCss from './guide-steps.css?inline';
import { codeBlockStyles } from '../code-block';
import { persistedTabsStyles } from '../persisted-tabs';

/** Everything a shadow root needs to show `ProjectSetup`: tabs, code block, copy button and its own CSS. */
export const projectSetupStyles = [persistedTabsStyles, ...codeBlockStyles, stepsCss, css] as const;
