import css from './cli-reference.css?inline';
import { acceptedValuesStyles } from '../accepted-values/embed';
import { codeBlockStyles } from '../code-block/embed';
import { paramRowStyles } from '../param-row/embed';
import { persistedTabsStyles } from '../persisted-tabs/embed';

/** Everything the reference's shadow root needs: the embedded components' CSS, then its own. */
export const cliReferenceStyles: readonly string[] = [
  ...paramRowStyles,
  ...acceptedValuesStyles,
  ...persistedTabsStyles,
  ...codeBlockStyles,
  css,
];
