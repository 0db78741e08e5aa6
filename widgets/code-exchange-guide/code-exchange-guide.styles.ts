import css from './code-exchange-guide.css?inline';
import stepsCss from '../project-setup/guide-steps.css?inline';
import { codeBlockStyles } from '../code-block/code-block.styles';
import { persistedTabsStyles } from '../persisted-tabs/persisted-tabs.styles';

/** Everything a shadow root needs to show `CodeExchangeGuide`. */
export const codeExchangeGuideStyles = [persistedTabsStyles, ...codeBlockStyles, stepsCss, css] as const;
