import css from './code-exchange-guide.css?inline';
import { guideStepsCss as stepsCss } from '../project-setup';
import { codeBlockStyles } from '../code-block';
import { persistedTabsStyles } from '../persisted-tabs';

/** Everything a shadow root needs to show `CodeExchangeGuide`. */
export const codeExchangeGuideStyles = [persistedTabsStyles, ...codeBlockStyles, stepsCss, css] as const;
