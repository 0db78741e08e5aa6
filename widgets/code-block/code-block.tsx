import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CopyButton } from '../copy-button';
import { useMessages } from '../shared/i18n';
import { copyLines } from './copy-text';
import { indentOf } from './indent';
import { highlightLines } from './highlighting/highlight';
import { highlightNow, plainLines, type Line } from './highlighting/highlighted-lines';
import { chooseLanguage } from './highlighting/languages';
import { hasPlaceholders } from './values/placeholder-pattern';
import { codeBlockMessages } from './messages';
import type { CodeValues } from './values/placeholders';

export type HighlightState = 'plain' | 'highlighting' | 'highlighted';

export interface CodeBlockProps {
  /** The code, shown exactly as given (as text: never parsed as HTML). */
  code: string;
  /** Language name (`bash`, `sql`, `tsx`, …); unknown or absent shows plain text. */
  language?: string;
  /** Caption above the code, such as a file name. */
  title?: string;
  /**
   * Numbers the lines.
   * @default false
   */
  lineNumbers?: boolean;
  /** Number of the first line; numbers the lines. */
  startLine?: number;
  /** Lines to highlight, such as `3,5-7` (counted from 1 within the block). */
  mark?: string;
  /** Lines shown as added. */
  ins?: string;
  /** Lines shown as removed; never copied. */
  del?: string;
  /** Line ranges folded behind a button until the reader opens them. */
  collapse?: string;
  /**
   * The code is written as a unified diff: a first-column `+` adds the line, `-` removes it, a space is context.
   * @default false
   */
  diff?: boolean;
  /**
   * Copies only the marked (`mark`, `ins`) lines.
   * @default false
   */
  copyMarked?: boolean;
  /** Values for the code's `{{name}}` placeholders; placeholders without one stay marked. */
  values?: CodeValues;
  /**
   * Wraps long lines instead of scrolling. Controlled when given; otherwise the block keeps its own state.
   * @default false
   */
  wrap?: boolean;
  /**
   * Wraps long lines from the start, until the reader presses the toggle (for an uncontrolled block).
   * @default false
   */
  defaultWrap?: boolean;
  /** Called when the reader presses the wrap toggle. */
  onWrapChange?: (wrap: boolean) => void;
  /**
   * Hides the copy button.
   * @default false
   */
  noCopy?: boolean;
  /**
   * Called with the copied code, its placeholders as written (`{{anon-key}}`): values stay out of
   * events unless `reportValues` is set.
   */
  onCopy?: (value: string) => void;
  /**
   * Calls `onCopy` with the values filled in, as they were copied.
   * @default false
   */
  reportValues?: boolean;
  onCopyError?: (error: Error) => void;
  /** Called as highlighting starts and finishes. */
  onHighlightStateChange?: (state: HighlightState) => void;
  /**
   * Leaves out the `part` names, for a block inside another widget's shadow root, where they would
   * become that widget's parts (and `header` would clash with its own).
   * @default false
   */
  noParts?: boolean;
}

/**
 * Lines shown of a longer sample: tens of thousands of line elements would hold the page for
 * seconds. The rest is counted in a note below the block, and the copy button copies all of it.
 */
export const MAX_SHOWN_LINES = 1_000;

/** The first `MAX_SHOWN_LINES` lines of `code`, and how many lines are left out. */
function shownPart(code: string): { shown: string; hiddenLines: number } {
  let end = -1;
  for (let line = 0; line < MAX_SHOWN_LINES; line += 1) {
    end = code.indexOf('\n', end + 1);
    if (end === -1) return { shown: code, hiddenLines: 0 };
  }
  let hiddenLines = 1;
  for (let next = code.indexOf('\n', end + 1); next !== -1; next = code.indexOf('\n', next + 1)) hiddenLines += 1;
  return { shown: code.slice(0, end), hiddenLines };
}

/** Lines highlighted for a grammar and code (`key`); no lines when the highlighter failed to load. */
interface Highlighted {
  key: string;
  lines?: Line[];
}

/**
 * Renders segments as React text nodes inside spans: nothing here is ever read as HTML. A function
 * rather than a component: a reference page has hundreds of lines, each a fiber less this way.
 */
function renderLine(line: Line, key: number, number: number | undefined) {
  return (
    <span key={key} className="line" data-line={number} data-indent={indentOf(line)}>
      {line.map((segment, index) =>
        segment.scope ? (
          <span key={index} className={`hl-${segment.scope}`}>
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
      {'\n'}
    </span>
  );
}

let sampleModule: typeof import('./sample') | undefined;
let sampleLoading: Promise<unknown> | undefined;

/** Loads the highlighter of `language` (nothing for plain text), e.g. before hydrating (see WidgetOptions). */
export function loadHighlighter(language: string | undefined): Promise<unknown> {
  const grammar = chooseLanguage(language);
  return grammar === 'plain' || grammar === 'unknown' ? Promise.resolve() : highlightLines('', grammar);
}

/** Loads `sample.tsx` once for the page (also before hydrating a prerendered sample that uses it). */
export function loadSampleModule(): Promise<unknown> {
  sampleLoading ??= import('./sample').then(
    (module) => (sampleModule = module),
    (error: unknown) => {
      sampleLoading = undefined;
      console.warn('docs-widgets: could not load the code sample features; showing the code as written.', error);
    },
  );
  return sampleLoading;
}

/** Loads `sample.tsx` once for the page when `needed`; the module once it is there. */
export function useSampleModule(needed: boolean): typeof import('./sample') | undefined {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed) return;
    // Loaded between this block's render and this effect (by another block): render again with it.
    if (sampleModule) return setLoaded(true);
    let live = true;
    void loadSampleModule().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [needed]);
  return needed ? sampleModule : undefined;
}

/**
 * A code sample with syntax highlighting, a wrap toggle and a copy button, as a plain React
 * component for other widgets' trees. The plain text shows at once; colours follow when the
 * language's grammar has loaded.
 */
export function CodeBlock({
  code: source,
  language,
  title,
  lineNumbers = false,
  startLine,
  values,
  wrap,
  defaultWrap = false,
  onWrapChange,
  noCopy = false,
  onCopy,
  reportValues = false,
  onCopyError,
  onHighlightStateChange,
  noParts = false,
  ...options
}: CodeBlockProps) {
  const part = (name: string) => (noParts ? undefined : name);
  const choice = chooseLanguage(language);
  const grammar = choice === 'plain' || choice === 'unknown' ? undefined : choice;
  const t = useMessages(codeBlockMessages);
  const [ownWrap, setOwnWrap] = useState(defaultWrap);
  const wrapped = wrap ?? ownWrap;
  const [revealed, setRevealed] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());

  const { diff, mark, ins, del, collapse, copyMarked } = options;
  // Marked lines, diffs, folds and placeholders need `sample.tsx`, loaded when a block first uses them.
  const needsSample = Boolean(diff || mark || ins || del || collapse || copyMarked || source.includes('{{'));
  const features = useSampleModule(needsSample);
  const sample = useMemo(
    () => features?.prepareSample(source, { diff, mark, ins, del, collapse, copyMarked }),
    [features, source, diff, mark, ins, del, collapse, copyMarked],
  );
  const waiting = needsSample && !sample;
  const usesProject = sample?.usesProject;
  useEffect(() => {
    if (usesProject) features?.watchProjectValues();
  }, [usesProject, features]);
  const blockRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (features && blockRef.current) features.adoptSampleStyles(blockRef.current);
  }, [features]);
  // Very long samples show their first lines only; Copy still copies the whole sample.
  const prepared = sample?.code ?? source;
  const { shown: code, hiddenLines } = useMemo(() => shownPart(prepared), [prepared]);
  const lineCount = code.split('\n').length;
  const firstNumber =
    startLine !== undefined && Number.isFinite(startLine)
      ? Math.max(0, Math.trunc(startLine))
      : lineNumbers
        ? 1
        : undefined;
  // The gutter's width, in digits, is chosen by a CSS rule rather than set by script: prerendered
  // markup that waits for the reader's first touch shows the right gutter with no script at all.
  const numberDigits = firstNumber === undefined ? undefined : String(firstNumber + lineCount - 1).length;
  const shell = grammar === 'bash';
  // The page's values are read when copying: the block does not re-render when they change.
  const copyText = (withValues: boolean, unfilled?: string[]) =>
    sample
      ? sample.copy(withValues ? features?.withPageValues(values) : undefined, shell, unfilled)
      : copyLines(source, { shell });
  // Placeholders without a value (logged out, a field left empty) are copied as written, so the
  // pasted code shows what is missing rather than running with a made-up value; the confirmation
  // says so, for the reader who copied without looking at the chips.
  const unfilled = useRef<string[]>([]);

  // What is highlighted: empty when nothing is to be.
  const key = grammar && code && !waiting ? `${grammar}\n${code}` : '';
  const [highlighted, setHighlighted] = useState<Highlighted>();
  // Coloured in this render when the highlighter has loaded already (shell code in a CLI reference).
  const immediate = useMemo(() => (key ? highlightNow(code, grammar) : undefined), [key, code, grammar]);
  const current = highlighted?.key === key ? highlighted : undefined;
  const lines = immediate ?? current?.lines;
  const state: HighlightState = waiting
    ? 'highlighting'
    : !key || (current && !lines)
      ? 'plain'
      : lines
        ? 'highlighted'
        : 'highlighting';

  useEffect(() => {
    // Fetch the grammar while the sample features load, rather than one after the other.
    if (waiting && grammar) void highlightLines('', grammar).catch(() => {});
    if (!key || !grammar || immediate) return;
    let live = true;
    const show = (lines?: Line[]) => {
      if (live) setHighlighted({ key: `${grammar}\n${code}`, lines });
    };
    highlightLines(code, grammar).then(show, (error: unknown) => {
      console.warn(`docs-widgets: could not load the ${grammar} highlighter; showing plain text.`, error);
      show();
    });
    return () => {
      live = false;
    };
  }, [key, code, grammar, immediate, waiting]);

  useEffect(() => {
    onHighlightStateChange?.(state);
  }, [state, onHighlightStateChange]);

  const unfilledCopyLabel = () => t(unfilled.current.length ? 'copied-with-placeholders' : 'copied');

  const toggleWrap = () => {
    setOwnWrap(!wrapped);
    onWrapChange?.(!wrapped);
  };

  const number = (index: number) => (firstNumber === undefined ? undefined : firstNumber + index);
  const shownLines = lines ?? plainLines(code);
  const toggleFold = (first: number) =>
    setOpened((before) => {
      const after = new Set(before);
      if (!after.delete(first)) after.add(first);
      return after;
    });

  return (
    <div
      ref={blockRef}
      className="code-block"
      part={part('block')}
      data-wrap={wrapped ? 'wrap' : 'scroll'}
      data-line-numbers={firstNumber === undefined ? 'off' : 'on'}
      data-number-digits={numberDigits}
      data-signs={sample?.signs ? '' : undefined}
      // A block that fills the page's values loads at once where the page has values to give
      // (see `WidgetMetadata.untilTouched`), rather than showing its placeholders until touched.
      data-dw-eager={hasPlaceholders(source) ? '' : undefined}
    >
      <div className="code-block-header" part={part('header')}>
        {title ? (
          <span className="code-block-title" part={part('title')}>
            {title}
          </span>
        ) : null}
        {choice === 'plain' ? null : <span className="code-block-language">{language}</span>}
        <span className="code-block-actions">
          {sample && features ? (
            <features.SecretsToggle
              sample={sample}
              values={values}
              revealed={revealed}
              onToggle={() => setRevealed(!revealed)}
            />
          ) : null}
          <button
            type="button"
            className="copy-button code-block-wrap"
            aria-pressed={wrapped}
            part={part('wrap-toggle')}
            onClick={toggleWrap}
          >
            {t('wrap')}
          </button>
          {noCopy ? null : (
            <CopyButton
              value={() => copyText(true, (unfilled.current = []))}
              copiedLabel={unfilledCopyLabel}
              onCopy={onCopy && ((value) => onCopy(reportValues ? value : copyText(false)))}
              onCopyError={onCopyError}
              noParts={noParts}
            />
          )}
        </span>
      </div>
      {sample && features ? <features.SampleBars sample={sample} values={values} /> : null}
      {/* Focusable so keyboard readers can scroll long lines sideways. */}
      <pre className="code-block-pre" tabIndex={wrapped ? undefined : 0} part={part('code')} data-state={state}>
        <code>
          {sample && features ? (
            <features.SampleLines
              sample={sample}
              lines={shownLines}
              view={{ values, revealed, opened, toggleFold, number }}
            />
          ) : (
            shownLines.map((line, index) => renderLine(line, index, number(index)))
          )}
        </code>
      </pre>
      {hiddenLines > 0 ? (
        <p className="code-block-note">{t('lines-not-shown', { count: hiddenLines, copy: noCopy ? 'no' : 'yes' })}</p>
      ) : null}
    </div>
  );
}
