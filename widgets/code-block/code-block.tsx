import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '../copy-button';
import { highlightLines, highlightNow, plainLines, type Line } from './highlight';
import { chooseLanguage } from './languages';

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

/**
 * Renders segments as React text nodes inside spans: nothing here is ever read as HTML. A function
 * rather than a component: a reference page has hundreds of lines, each a fiber less this way.
 */
function renderLine(line: Line, key: number) {
  return (
    <span key={key} className="line">
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

/**
 * A code sample with syntax highlighting, a wrap toggle and a copy button, as a plain React
 * component for other widgets' trees. The plain text shows at once; colours follow when the
 * language's grammar has loaded.
 */
export function CodeBlock({
  code,
  language,
  title,
  lineNumbers = false,
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
  // What is highlighted: empty when nothing is to be.
  const key = grammar && code ? `${grammar}\n${code}` : '';
  const [highlighted, setHighlighted] = useState<Highlighted>();
  // Coloured in this render when the highlighter has loaded already (shell code in a CLI reference).
  const immediate = useMemo(() => (grammar && code ? highlightNow(code, grammar) : undefined), [code, grammar]);
  const current = highlighted?.key === key ? highlighted : undefined;
  const lines = immediate ?? current?.lines;
  const state: HighlightState = !key || (current && !lines) ? 'plain' : lines ? 'highlighted' : 'highlighting';

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

  return (
    <div
      className="code-block"
      part={part('block')}
      data-wrap={wrapped ? 'wrap' : 'scroll'}
      data-line-numbers={lineNumbers ? 'on' : 'off'}
    >
      <div className="code-block-header" part={part('header')}>
        {title ? (
          <span className="code-block-title" part={part('title')}>
            {title}
          </span>
        ) : null}
        {choice === 'plain' ? null : <span className="code-block-language">{language}</span>}
        <span className="code-block-actions">
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
            <CopyButton value={code} onCopy={onCopy} onCopyError={onCopyError} noParts={noParts} />
          )}
        </span>
      </div>
      {/* Focusable so keyboard readers can scroll long lines sideways. */}
      <pre className="code-block-pre" tabIndex={wrapped ? undefined : 0} part={part('code')} data-state={state}>
        <code>
          {(lines ?? plainLines(code)).map(renderLine)}
        </code>
      </pre>
    </div>
  );
}
