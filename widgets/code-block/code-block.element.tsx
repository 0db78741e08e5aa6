import { useEffect, useState } from 'react';
import { useDispatch, useHostState, useLightDom, useReflectedState } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { useMessages } from '../shared/i18n';
import { ProblemList } from '../shared/problems';
import { CodeBlock, loadHighlighter, loadSampleModule, useSampleModule, type HighlightState } from './code-block';
import { chooseLanguage, supportedLanguageNames } from './highlighting/languages';
import { normaliseSlotCode, trimBlankLines } from './normalise';
import type { CodeValues } from './values/placeholders';
import { metadata } from './code-block.meta';
import { codeBlockStyles } from './code-block.styles';
import { codeBlockMessages } from './messages';

// The <code-block> element: its adapter and its definition. Widgets that embed `CodeBlock` (a CLI
// reference) import the index without this module, so they do not load it.

/** `<code-block>`: reads the code, reports mistakes, mirrors state and events onto the host. */
export function CodeBlockElement({ code, language, wrap, values, ...rest }: ElementProps<typeof metadata>) {
  const host = useLightDom();
  const dispatch = useDispatch();
  const t = useMessages(codeBlockMessages);
  const [wrapped, setWrapped] = useReflectedState('wrap', Boolean(wrap));
  const [highlightState, setHighlightState] = useState<HighlightState>('plain');

  const source = code !== undefined ? trimBlankLines(code) : normaliseSlotCode(host?.textContent ?? '');
  useHostState(source === '' ? 'empty' : highlightState);

  const unknownLanguage = chooseLanguage(language) === 'unknown' ? language!.trim() : undefined;
  // Checked by the sample module, loaded anyway when any of these attributes is set.
  const { mark, ins, del, collapse, copyMarked, startLine } = rest;
  const features = useSampleModule(
    Boolean(mark || ins || del || collapse || copyMarked || !Number.isInteger(startLine ?? 0) || (startLine ?? 0) < 0),
  );
  const problems = (source && features?.lineProblems(rest, source.split('\n').length)) || [];
  const problemText = problems
    .map((problem) => `<code-block> attribute "${problem.attribute}": ${problem.message}`)
    .join('\n');
  useEffect(() => {
    if (problemText) console.warn(problemText);
  }, [problemText]);

  useEffect(() => {
    if (unknownLanguage !== undefined) {
      console.warn(
        `<code-block> attribute "language": "${unknownLanguage}" is not a highlighted language; showing plain text.`,
      );
    }
  }, [unknownLanguage]);

  if (source === '') {
    return (
      <div className="dw-problem" role="alert" part="problem">
        {t.rich('no-code', { tag: <code>&lt;code-block&gt;</code>, code: <code>code</code> })}
      </div>
    );
  }

  return (
    <>
      {unknownLanguage !== undefined ? (
        <div className="dw-problem" role="alert" part="problem">
          {t.rich(
            'unknown-language',
            { tag: <code>&lt;code-block&gt;</code>, language: <code>language</code> },
            { name: unknownLanguage, languages: supportedLanguageNames.join(', ') },
          )}
        </div>
      ) : null}
      <ProblemList tag="code-block" problems={problems} />
      <CodeBlock
        {...rest}
        // A page may set anything as `values`: only an object can name placeholders' values.
        values={typeof values === 'object' && values !== null ? (values as CodeValues) : undefined}
        code={source}
        language={language}
        wrap={wrapped}
        onWrapChange={setWrapped}
        onHighlightStateChange={setHighlightState}
        onCopy={(value) => dispatch('dw-copy', { value })}
        onCopyError={(error) => dispatch('dw-copy-error', { error })}
      />
    </>
  );
}

export { metadata };
export const codeBlock = defineWidget(metadata, CodeBlockElement, {
  styles: codeBlockStyles,
  // Server rendering colours the code and shows marked lines, diffs and folds: the browser loads
  // the same highlighter and sample features before hydrating.
  beforeHydrate: (host) => {
    const features =
      ['mark', 'ins', 'del', 'collapse', 'copy-marked', 'start-line', 'diff'].some((name) => host.hasAttribute(name)) ||
      (host.getAttribute('code') ?? host.textContent ?? '').includes('{{');
    return Promise.all([
      loadHighlighter(host.getAttribute('language') ?? undefined),
      features ? loadSampleModule() : undefined,
    ]);
  },
});
export const define = (tag?: string) => codeBlock.define(tag);
