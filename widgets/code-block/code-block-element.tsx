import { useEffect, useState } from 'react';
import { useDispatch, useHostState, useLightDom, useReflectedAttribute, type AttributeProblem } from '../shared/context';
import { ProblemList } from '../shared/problems';
import { CodeBlock, type CodeBlockProps, type HighlightState } from './code-block';
import { chooseLanguage, supportedLanguageNames } from './languages';
import { parseLineRanges } from './line-ranges';
import { normaliseSlotCode, trimBlankLines } from './normalise';

// The element adapter lives apart from `CodeBlock`, so that widgets embedding the block (a CLI
// reference) do not load it.

export interface CodeBlockElementProps extends Omit<CodeBlockProps, 'code' | 'onWrapChange' | 'onCopy' | 'onCopyError' | 'onHighlightStateChange'> {
  /** The code; when absent, the text between the tags is used (its shared indentation removed). */
  code?: string;
}

/** `<code-block>`: reads the code, reports mistakes, mirrors state and events onto the host. */
/** Mistakes in the line attributes, for the block's problem message. */
function lineProblems(props: CodeBlockElementProps, lineCount: number): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  for (const attribute of ['mark', 'ins', 'del', 'collapse'] as const) {
    const found = parseLineRanges(props[attribute], lineCount).problems;
    if (found.length) problems.push({ attribute, message: `${found.join(' ')} Lines are counted from 1 in the block.` });
  }
  const { startLine } = props;
  if (startLine !== undefined && (!Number.isInteger(startLine) || startLine < 0)) {
    problems.push({ attribute: 'start-line', message: `expected a whole number from 0, got ${startLine}; numbering from ${Math.max(0, Math.trunc(startLine))}.` });
  }
  if (props.copyMarked && !props.mark?.trim() && !props.ins?.trim() && !props.diff) {
    problems.push({ attribute: 'copy-marked', message: 'no lines are marked (set `mark`), so the whole code is copied.' });
  }
  return problems;
}

export function CodeBlockElement({ code, language, wrap, ...rest }: CodeBlockElementProps) {
  const host = useLightDom();
  const dispatch = useDispatch();
  const [wrapped, setWrapped] = useState(Boolean(wrap));
  const [highlightState, setHighlightState] = useState<HighlightState>('plain');
  useEffect(() => setWrapped(Boolean(wrap)), [wrap]);
  useReflectedAttribute('wrap', wrapped);

  const source = code !== undefined ? trimBlankLines(code) : normaliseSlotCode(host?.textContent ?? '');
  useHostState(source === '' ? 'empty' : highlightState);

  const unknownLanguage = chooseLanguage(language) === 'unknown' ? language!.trim() : undefined;
  const problems = source === '' ? [] : lineProblems(rest, source.split('\n').length);
  const problemText = problems.map((problem) => `<code-block> attribute "${problem.attribute}": ${problem.message}`).join('\n');
  useEffect(() => {
    if (problemText) console.warn(problemText);
  }, [problemText]);

  useEffect(() => {
    if (unknownLanguage !== undefined) {
      console.warn(`<code-block> attribute "language": "${unknownLanguage}" is not a highlighted language; showing plain text.`);
    }
  }, [unknownLanguage]);

  if (source === '') {
    return (
      <div className="dw-problem" role="alert" part="problem">
        <code>&lt;code-block&gt;</code> has no code: write it between the tags, or in the <code>code</code>{' '}
        attribute.
      </div>
    );
  }

  return (
    <>
      {unknownLanguage !== undefined ? (
        <div className="dw-problem" role="alert" part="problem">
          <code>&lt;code-block&gt;</code> attribute <code>language</code>: &ldquo;{unknownLanguage}&rdquo; is not one of
          the highlighted languages ({supportedLanguageNames.join(', ')}), so the code is shown without colours.
        </div>
      ) : null}
      <ProblemList tag="code-block" problems={problems} />
      <CodeBlock
        {...rest}
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
