import css from './cli-reference.css?inline';
import { acceptedValuesStyles } from '../accepted-values';
import { codeBlockStyles } from '../code-block';
import { paramRowStyles } from '../param-row';
import { persistedTabsStyles } from '../persisted-tabs';

/** Everything the reference's shadow root needs: the embedded components' CSS, then its own. */
export const cliReferenceStyles: readonly string[] = [
  ...paramRowStyles,
  ...acceptedValuesStyles,
  ...persistedTabsStyles,
  ...codeBlockStyles,
  css,
];
