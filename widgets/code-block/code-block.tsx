import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { CopyButton } from '../copy-button/copy-button';
import { copyLines, splitDiff } from './copy-text';
import { highlightLines, highlightNow, plainLines, type Line, type Segment } from './highlight';
import { chooseLanguage } from './languages';
import { lineIndexes, parseLineRanges, type LineRange } from './line-ranges';
import {
  fillPlaceholders,
  parsePlaceholders,
  placeholderLabel,
  restorePlaceholders,
  valueOf,
  withSentinels,
  type CodeValues,
} from './placeholders';

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
  /** Called when the reader presses the wrap toggle. */
  onWrapChange?: (wrap: boolean) => void;
  /**
   * Hides the copy button.
   * @default false
   */
  noCopy?: boolean;
  /** Called with the copied code. */
  onCopy?: (value: string) => void;
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

/** Lines highlighted for a grammar and code (`key`); no lines when the highlighter failed to load. */
interface Highlighted {
  key: string;
  lines?: Line[];
}

type LineKind = 'mark' | 'ins' | 'del';

/** A secret value as shown until revealed: its ends, enough to recognise it. */
function shorten(value: string): string {
  return value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : '•'.repeat(8);
}

/**
 * A segment as React text nodes inside spans: nothing here is ever read as HTML, values included.
 * A placeholder with no value shows its name, marked, and is named "placeholder: …" for screen readers.
 */
function renderSegment(segment: Segment, key: number, values: CodeValues | undefined, revealed: boolean): ReactNode {
  const { placeholder, scope } = segment;
  let text: ReactNode = segment.text;
  if (placeholder !== undefined) {
    const filled = valueOf(values, placeholder);
    text = !filled ? (
      <span className="placeholder">
        <span aria-hidden="true">{placeholder}</span>
        <span className="dw-visually-hidden">placeholder: {placeholderLabel(placeholder)}</span>
      </span>
    ) : filled.secret && !revealed ? (
      <span className="secret">{shorten(filled.value)}</span>
    ) : (
      filled.value
    );
  }
  return scope ? (
    <span key={key} className={`hl-${scope}`}>
      {text}
    </span>
  ) : placeholder === undefined ? (
    text
  ) : (
    <span key={key}>{text}</span>
  );
}

/**
 * A function rather than a component: a reference page has hundreds of lines, each a fiber less this way.
 */
function renderLine(line: Line, key: number, kind: LineKind | undefined, number: number | undefined, values: CodeValues | undefined, revealed: boolean) {
  return (
    <span key={key} className="line" data-kind={kind} data-line={number}>
      {/* Its CSS content draws the gutter sign and names the line's kind for screen readers. */}
      {kind ? <span className="line-kind" /> : null}
      {line.map((segment, index) => renderSegment(segment, index, values, revealed))}
      {'\n'}
    </span>
  );
}

/** Collapse ranges in order, without overlaps. */
function foldRanges(ranges: readonly LineRange[]): LineRange[] {
  const folds: LineRange[] = [];
  for (const range of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (!folds.length || range[0] > folds[folds.length - 1]![1]) folds.push(range);
  }
  return folds;
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
  mark,
  ins,
  del,
  collapse,
  diff = false,
  copyMarked = false,
  values,
  wrap,
  onWrapChange,
  noCopy = false,
  onCopy,
  onCopyError,
  onHighlightStateChange,
  noParts = false,
}: CodeBlockProps) {
  const part = (name: string) => (noParts ? undefined : name);
  const choice = chooseLanguage(language);
  const grammar = choice === 'plain' || choice === 'unknown' ? undefined : choice;
  const [ownWrap, setOwnWrap] = useState(false);
  const wrapped = wrap ?? ownWrap;
  const [revealed, setRevealed] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());

  // The code as shown: diff markers taken off, placeholders swapped for words every grammar reads as one.
  const shown = useMemo(() => {
    const split = diff ? splitDiff(source) : undefined;
    const text = split?.code ?? source;
    const parts = parsePlaceholders(text);
    return { text, added: split?.added, removed: split?.removed, placeholders: parts.some((part) => typeof part !== 'string'), ...withSentinels(parts) };
  }, [source, diff]);
  const code = shown.code;
  const lineCount = code.split('\n').length;
  const ranges = (text: string | undefined) => parseLineRanges(text, lineCount).ranges;
  const marked = lineIndexes(ranges(mark));
  const added = lineIndexes(ranges(ins));
  const removed = lineIndexes(ranges(del));
  shown.added?.forEach((index) => added.add(index));
  shown.removed?.forEach((index) => removed.add(index));
  const kindOf = (index: number): LineKind | undefined =>
    removed.has(index) ? 'del' : added.has(index) ? 'ins' : marked.has(index) ? 'mark' : undefined;
  const folds = foldRanges(ranges(collapse));
  const firstNumber = startLine !== undefined && Number.isFinite(startLine) ? Math.max(0, Math.trunc(startLine)) : lineNumbers ? 1 : undefined;

  const copyText = () => {
    const only = copyMarked && (marked.size || added.size) ? new Set([...marked, ...added]) : undefined;
    return fillPlaceholders(copyLines(shown.text, { shell: grammar === 'bash', removed, only }), values);
  };

  // What is highlighted: empty when nothing is to be.
  const key = grammar && code ? `${grammar}\n${code}` : '';
  const [highlighted, setHighlighted] = useState<Highlighted>();
  // Coloured in this render when the highlighter has loaded already (shell code in a CLI reference).
  const immediate = useMemo(() => (grammar && code ? highlightNow(code, grammar) : undefined), [code, grammar]);
  const current = highlighted?.key === key ? highlighted : undefined;
  const highlightedLines = immediate ?? current?.lines;
  const lines = useMemo(() => {
    const all = highlightedLines ?? plainLines(code);
    return shown.placeholders ? restorePlaceholders(all, shown.names, shown.prefix) : all;
  }, [highlightedLines, code, shown]);
  const secret = shown.placeholders && shown.names.some((name) => valueOf(values, name)?.secret);
  const state: HighlightState = !key || (current && !highlightedLines) ? 'plain' : highlightedLines ? 'highlighted' : 'highlighting';

  useEffect(() => {
    if (!grammar || !code || immediate) return;
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
  }, [code, grammar, immediate]);

  useEffect(() => {
    onHighlightStateChange?.(state);
  }, [state, onHighlightStateChange]);

  const toggleWrap = () => {
    setOwnWrap(!wrapped);
    onWrapChange?.(!wrapped);
  };

  const numbered = (index: number) => (firstNumber === undefined ? undefined : firstNumber + index);
  const body: ReactNode[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fold = folds.find(([first]) => first - 1 === index);
    if (fold) {
      const [first, last] = fold;
      const open = opened.has(first);
      const toggle = () => setOpened((before) => {
        const after = new Set(before);
        if (open) after.delete(first);
        else after.add(first);
        return after;
      });
      body.push(
        <button key={`fold-${first}`} type="button" className="line code-block-fold" aria-expanded={open} onClick={toggle}>
          {`${open ? 'Hide lines' : `Show ${last - first + 1} hidden lines`} ${numbered(first - 1) ?? first}–${numbered(last - 1) ?? last}`}
        </button>,
      );
      if (!open) {
        index = last - 1;
        continue;
      }
    }
    body.push(renderLine(lines[index]!, index, kindOf(index), numbered(index), values, revealed));
  }

  return (
    <div
      className="code-block"
      part={part('block')}
      data-wrap={wrapped ? 'wrap' : 'scroll'}
      data-line-numbers={firstNumber === undefined ? 'off' : 'on'}
      data-signs={added.size || removed.size ? '' : undefined}
      style={firstNumber === undefined ? undefined : { '--line-number-width': `${String(firstNumber + lineCount - 1).length}ch` } as CSSProperties}
    >
      <div className="code-block-header" part={part('header')}>
        {title ? (
          <span className="code-block-title" part={part('title')}>
            {title}
          </span>
        ) : null}
        {choice === 'plain' ? null : <span className="code-block-language">{language}</span>}
        <span className="code-block-actions">
          {secret ? (
            <button type="button" className="copy-button" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
              Show secrets
            </button>
          ) : null}
          <button
            type="button"
            className="copy-button code-block-wrap"
            aria-pressed={wrapped}
            part={part('wrap-toggle')}
            onClick={toggleWrap}
          >
            Wrap lines
          </button>
          {noCopy ? null : (
            <CopyButton value={copyText} onCopy={onCopy} onCopyError={onCopyError} noParts={noParts} />
          )}
        </span>
      </div>
      {/* Focusable so keyboard readers can scroll long lines sideways. */}
      <pre className="code-block-pre" tabIndex={wrapped ? undefined : 0} part={part('code')} data-state={state}>
        <code>
          {body}
        </code>
      </pre>
    </div>
  );
}
