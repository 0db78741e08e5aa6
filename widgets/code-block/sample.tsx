import { useId, useSyncExternalStore, type ReactNode } from 'react';
import type { AttributeProblem } from '../shared/context';
import { useMessages, type Translate } from '../shared/i18n';
import { sharedSheet } from '../shared/styles/stylesheets';
import css from './sample.css?inline';
import { copyLines, splitDiff } from './copy-text';
import { indentOf } from './indent';
import type { Line, Segment } from './highlighting/highlighted-lines';
import { lineIndexes, parseLineRanges, type LineRange } from './line-ranges';
import { codeBlockMessages } from './messages';
import {
  fillPlaceholders,
  parsePlaceholders,
  placeholderLabel,
  restorePlaceholders,
  urlPlaceholders,
  valueInPlace,
  valueOf,
  withSentinels,
  type CodePart,
  type CodeValues,
} from './values/placeholders';
import {
  editablePlaceholders,
  getPageValues,
  projectNames,
  subscribePageValues,
  typeValue,
  type PageValues,
} from './values/page-values';

export { watchProjectValues } from './values/watch-project-values';

/** A sample's own values over the page's (the reader's project, what they typed). */
export function withPageValues(values: CodeValues | undefined, page = getPageValues()): CodeValues | undefined {
  return Object.keys(page.values).length ? { ...page.values, ...values } : values;
}

// The parts of a block that show values follow the page's values themselves, so a change of them
// re-renders these parts of each sample and not the whole block.

/** What the server renders with: no page values, since it knows no reader. */
const serverPageValues: PageValues = { project: 'none', values: {} };
const getServerPageValues = () => serverPageValues;

/**
 * The page's values; while a prerendered block is hydrated, the server's (none), so its markup
 * is taken over as it is and fills in right after, instead of being rendered afresh.
 */
function usePageValues(): PageValues {
  return useSyncExternalStore(subscribePageValues, getPageValues, getServerPageValues);
}

/** The lines of a sample, filled with its own and the page's values. */
export function SampleLines({ sample, lines, view }: { sample: Sample; lines: Line[]; view: Omit<SampleView, 't'> }) {
  const page = usePageValues();
  const t = useMessages(codeBlockMessages);
  return <>{sample.render(lines, { ...view, values: withPageValues(view.values, page), t })}</>;
}

/** The bars between header and code (project, editable fields); `values` are the sample's own. */
export function SampleBars({ sample, values }: { sample: Sample; values: CodeValues | undefined }) {
  return <>{sample.renderBars(usePageValues(), values)}</>;
}

/** "Show secrets", when a value the sample shows is a secret. */
export function SecretsToggle({
  sample,
  values,
  revealed,
  onToggle,
}: {
  sample: Sample;
  values: CodeValues | undefined;
  revealed: boolean;
  onToggle: () => void;
}) {
  const page = usePageValues();
  const t = useMessages(codeBlockMessages);
  return sample.hasSecret(withPageValues(values, page)) ? (
    <button type="button" className="copy-button" aria-pressed={revealed} onClick={onToggle}>
      {t('show-secrets')}
    </button>
  ) : null;
}

// What only some samples use (marked lines, diffs, folds, placeholders), in a chunk of its own
// that `CodeBlock` loads the first time a block on the page needs it.

export interface SampleOptions {
  diff?: boolean;
  mark?: string;
  ins?: string;
  del?: string;
  collapse?: string;
  copyMarked?: boolean;
}

/**
 * Adds this module's styles to the shadow root (or document) that shows `node`, once: they load
 * with the module rather than with every block.
 */
export function adoptSampleStyles(node: Node): void {
  const root = node.getRootNode() as ShadowRoot | Document;
  const sheet = sharedSheet(css);
  if (root.adoptedStyleSheets && !root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Mistakes in the line attributes, for the block's problem message. */
export function lineProblems(props: SampleOptions & { startLine?: number }, lineCount: number): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  for (const attribute of ['mark', 'ins', 'del', 'collapse'] as const) {
    const found = parseLineRanges(props[attribute], lineCount).problems;
    if (found.length)
      problems.push({ attribute, message: `${found.join(' ')} Lines are counted from 1 in the block.` });
  }
  const { startLine } = props;
  if (startLine !== undefined && (!Number.isInteger(startLine) || startLine < 0)) {
    problems.push({
      attribute: 'start-line',
      message: `expected a whole number from 0, got ${startLine}; numbering from ${Math.max(0, Math.trunc(startLine))}.`,
    });
  }
  if (props.copyMarked && !props.mark?.trim() && !props.ins?.trim() && !props.diff) {
    problems.push({
      attribute: 'copy-marked',
      message: 'no lines are marked (set `mark`), so the whole code is copied.',
    });
  }
  return problems;
}

/** What the reader has done to the block: revealed its secrets, opened folds (by first line). */
export interface SampleView {
  values: CodeValues | undefined;
  revealed: boolean;
  opened: ReadonlySet<number>;
  toggleFold: (first: number) => void;
  /** The number shown on a line (0-based index), if lines are numbered. */
  number: (index: number) => number | undefined;
  /** The block's strings in the page's language. */
  t: Translate<keyof typeof codeBlockMessages.english>;
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
function renderSegment(segment: Segment, key: number, view: SampleView, inUrl: readonly boolean[]): ReactNode {
  const { placeholder, scope } = segment;
  let text: ReactNode = segment.text;
  if (placeholder !== undefined) {
    const filled = valueOf(view.values, placeholder);
    // As copied: percent-encoded where it lands inside a URL.
    const value = filled && valueInPlace(filled.value, inUrl[segment.occurrence ?? -1]);
    text = !filled ? (
      <span className="placeholder">
        <span aria-hidden="true">{placeholder}</span>
        <span className="dw-visually-hidden">{view.t('placeholder', { name: placeholderLabel(placeholder) })}</span>
      </span>
    ) : filled.secret && !view.revealed ? (
      <span className="secret">{shorten(value!)}</span>
    ) : (
      value
    );
  }
  return scope || placeholder !== undefined ? (
    <span key={key} className={scope && `hl-${scope}`}>
      {text}
    </span>
  ) : (
    text
  );
}

/** Names of placeholders that appear inside a URL somewhere in the code. */
function namesInUrls(parts: readonly CodePart[], inUrl: readonly boolean[]): Set<string> {
  const names = parts.filter((part) => typeof part !== 'string').map((part) => part.name);
  return new Set(names.filter((_, index) => inUrl[index]));
}

/** `db password` → `DB password`: a label starts with a capital. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A field for an editable placeholder: what the reader types fills every sample on the page. It
 * says so, and where the value is kept; a value that goes into a URL is encoded there, which it
 * says too. The value is only ever an input's value and text in the code, never markup.
 */
function EditableField({
  name,
  secret,
  value,
  inUrl,
}: {
  name: string;
  secret: boolean;
  value: string;
  inUrl: boolean;
}) {
  const id = useId();
  const t = useMessages(codeBlockMessages);
  const label = capitalised(placeholderLabel(name));
  return (
    <span className="code-sample-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={secret ? 'password' : 'text'}
        value={value}
        placeholder={t('type-your', { name: placeholderLabel(name) })}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${id}-hint`}
        onChange={(event) => typeValue(name, event.currentTarget.value)}
      />
      <span id={`${id}-hint`} className="code-sample-note">
        {t.rich(secret ? 'field-hint-secret' : 'field-hint', { name: <code>{name}</code> })}
        {inUrl ? ` ${t('field-hint-url')}` : null}
      </span>
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

/** A sample's code prepared for showing and copying. */
export function prepareSample(source: string, options: SampleOptions) {
  const split = options.diff ? splitDiff(source) : undefined;
  const text = split?.code ?? source;
  const parts = parsePlaceholders(text);
  const { code, names, prefix } = withSentinels(parts);
  const lineCount = code.split('\n').length;
  const lines = (ranges: string | undefined) => lineIndexes(parseLineRanges(ranges, lineCount).ranges);
  const marked = lines(options.mark);
  const added = lines(options.ins);
  const removed = lines(options.del);
  split?.added.forEach((index) => added.add(index));
  split?.removed.forEach((index) => removed.add(index));
  const kindOf = (index: number): LineKind | undefined =>
    removed.has(index) ? 'del' : added.has(index) ? 'ins' : marked.has(index) ? 'mark' : undefined;
  const folds = foldRanges(parseLineRanges(options.collapse, lineCount).ranges);
  const only = options.copyMarked && (marked.size || added.size) ? new Set([...marked, ...added]) : undefined;
  const projectNamesUsed = projectNames.filter((name) => names.includes(name));
  const usesProject = projectNamesUsed.length > 0;
  const editable = editablePlaceholders();
  const editableNames = [...new Set(names)].filter((name) => editable.has(name));
  const inUrl = urlPlaceholders(parts);
  const inUrlNames = namesInUrls(parts, inUrl);
  // Restoring placeholders depends on the highlighted lines only: a re-fill reuses it.
  let restored: { from: Line[]; to: Line[] } | undefined;

  return {
    /** The code to highlight: diff markers off, placeholders swapped for words every grammar reads as one. */
    code,
    /** Added or removed lines need room for their signs. */
    signs: added.size > 0 || removed.size > 0,
    hasSecret: (values: CodeValues | undefined) => names.some((name) => valueOf(values, name)?.secret),
    /** Whether the page's API settings fill any of its placeholders. */
    usesProject,
    /**
     * The bars between header and code: whose project values fill it (unless the sample's own
     * values fill every project placeholder, leaving the project nothing to fill), and fields for
     * editable placeholders.
     */
    renderBars(page: PageValues, ownValues: CodeValues | undefined): ReactNode {
      const projectFills = projectNamesUsed.some((name) => !valueOf(ownValues, name));
      const ProjectBar = projectFills && page.project !== 'none' ? page.ProjectBar : undefined;
      return (
        <>
          {ProjectBar ? <ProjectBar page={page} /> : null}
          {editableNames.length ? (
            <div className="code-sample-bar code-sample-fields">
              {editableNames.map((name) => (
                <EditableField
                  key={name}
                  name={name}
                  secret={editable.get(name)!.secret}
                  value={valueOf(page.values, name)?.value ?? ''}
                  inUrl={inUrlNames.has(name)}
                />
              ))}
            </div>
          ) : null}
        </>
      );
    },
    /** The code to copy; the names of placeholders left without a value are added to `unfilled`. */
    copy: (values: CodeValues | undefined, shell: boolean, unfilled?: string[]) =>
      fillPlaceholders(copyLines(text, { shell, removed, only }), values, unfilled),
    /** The lines (highlighted or plain lines of `code`) with placeholders, line kinds and folds. */
    render(highlighted: Line[], view: SampleView): ReactNode[] {
      if (names.length && restored?.from !== highlighted) {
        restored = { from: highlighted, to: restorePlaceholders(highlighted, names, prefix) };
      }
      const shown = restored?.to ?? highlighted;
      const body: ReactNode[] = [];
      for (let index = 0; index < shown.length; index += 1) {
        const fold = folds.find(([first]) => first - 1 === index);
        if (fold) {
          const [first, last] = fold;
          const open = view.opened.has(first);
          body.push(
            <button
              key={`fold-${first}`}
              type="button"
              className="line code-block-fold"
              aria-expanded={open}
              onClick={() => view.toggleFold(first)}
            >
              {open
                ? view.t('hide-lines', { first: view.number(first - 1) ?? first, last: view.number(last - 1) ?? last })
                : view.t('show-hidden-lines', {
                    count: last - first + 1,
                    first: view.number(first - 1) ?? first,
                    last: view.number(last - 1) ?? last,
                  })}
            </button>,
          );
          if (!open) {
            index = last - 1;
            continue;
          }
        }
        const kind = kindOf(index);
        body.push(
          <span
            key={index}
            className="line"
            data-kind={kind}
            data-line={view.number(index)}
            data-indent={indentOf(shown[index]!)}
          >
            {/* Its CSS content draws the gutter sign and names the line's kind for screen readers. */}
            {kind ? <span className="line-kind" /> : null}
            {shown[index]!.map((segment, key) => renderSegment(segment, key, view, inUrl))}
            {'\n'}
          </span>,
        );
      }
      return body;
    },
  };
}

export type Sample = ReturnType<typeof prepareSample>;
