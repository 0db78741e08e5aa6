import css from './cli-reference.css?inline';
import { acceptedValuesStyles } from '../accepted-values/accepted-values.styles';
import { codeBlockStyles } from '../code-block/code-block.styles';
import { paramRowStyles } from '../param-row/param-row.styles';
import { persistedTabsStyles } from '../persisted-tabs/persisted-tabs.styles';

/** Everything the reference's shadow root needs: the embedded components' CSS, then its own. */
export const cliReferenceStyles = [paramRowStyles, acceptedValuesStyles, persistedTabsStyles, ...codeBlockStyles, css] as const;
