import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'code-block',
  embeds: ['copy-button'],
  embedsOnDemand: ['api-settings'],
  untilTouched: true,
  summary:
    'A code sample with syntax highlighting, an optional title and line numbers, marked lines, diffs and folded ranges, placeholders filled with the reader\u2019s values, a wrap toggle and a copy button that copies code that runs, and says when the code still holds placeholders to fill. The code is always shown as text, never run or parsed as HTML.',
  attributes: {
    language: {
      type: 'string',
      description:
        'Language to highlight: bash (sh, shell, zsh, console), sql (pgsql, postgres), json, yaml (yml), toml, typescript (ts, tsx), javascript (js, jsx, mjs), dart, swift, kotlin (kt), python (py), http, html (xml, svg). `text` or no value: plain. Anything else is shown plain with a message.',
    },
    code: {
      type: 'string',
      description:
        'The code. When absent, the text between the tags is used, without the indentation all its lines share and without blank lines around it.',
    },
    title: {
      type: 'string',
      description: 'Caption above the code, such as a file name.',
    },
    'line-numbers': {
      type: 'boolean',
      default: false,
      description:
        'Numbers the lines. The numbers are drawn by CSS, so selecting or copying the code never includes them.',
    },
    'start-line': {
      type: 'number',
      description:
        'Number shown on the first line (a whole number from 0); numbers the lines even without `line-numbers`. Line ranges still count from 1 in the block.',
    },
    mark: {
      type: 'string',
      description:
        'Lines to highlight, as a list of lines and ranges counted from 1 in the block: `mark="3,5-7"`. Screen readers hear "marked line" before each. A range that is not a range of the block\u2019s lines is left out with a message.',
    },
    ins: {
      type: 'string',
      description:
        'Lines shown as added (a `+` in the gutter, "added line" for screen readers), in the syntax of `mark`.',
    },
    del: {
      type: 'string',
      description:
        'Lines shown as removed (a `-` in the gutter, "removed line" for screen readers), in the syntax of `mark`. They are never copied.',
    },
    diff: {
      type: 'boolean',
      default: false,
      description:
        'The code is written as a unified diff: a first-column `+` marks an added line, `-` a removed one, a space a context line. The markers are taken off before highlighting and show in the gutter, as with `ins` and `del`; copying gives the resulting code.',
    },
    collapse: {
      type: 'string',
      description:
        'Line ranges folded behind a "Show N hidden lines" button, in the syntax of `mark`. Folded lines are copied like the others.',
    },
    'copy-marked': {
      type: 'boolean',
      default: false,
      description:
        'The copy button copies only the marked lines (`mark`, and added lines), for a sample shown in context whose reader needs only part of it.',
    },
    wrap: {
      type: 'boolean',
      default: false,
      description:
        'Wraps long lines instead of scrolling them sideways (without it the code area takes keyboard focus, so arrow keys scroll it). The reader can switch it with the "Wrap lines" toggle; the attribute follows.',
    },
    'report-values': {
      type: 'boolean',
      default: false,
      description: 'Fills the values into the `dw-copy` detail; without it, placeholders stay as written there.',
    },
    'no-copy': {
      type: 'boolean',
      default: false,
      description: 'Hides the copy button.',
    },
  },
  properties: {
    values: {
      type: 'CodeValues',
      description:
        'Values for the `{{name}}` placeholders in the code, by name: text, or `{ value, secret: true }` for a secret, shown shortened behind a "Show secrets" toggle and copied whole. Filled values are shown and copied as text; a placeholder without a value stays marked.',
    },
  },
  typeAliases: { CodeValues: 'Record<string, string | { value: string; secret?: boolean }>' },
  events: {
    'dw-copy': {
      description: 'The reader copied the code with the copy button (values only with `report-values`).',
      detail: '{ value: string }',
      alias: 'copy',
    },
    'dw-copy-error': {
      description: 'The clipboard refused the code.',
      detail: '{ error: Error }',
      alias: 'copy-error',
    },
  },
  slots: {
    '': 'The code as text (write `<` as `&lt;`, or wrap markup in `<script type="text/plain">`). Not displayed itself: the element shows a highlighted copy.',
  },
  parts: {
    block: 'The frame around header and code.',
    header: 'The bar with title, language, wrap toggle and copy button.',
    title: 'The title.',
    'wrap-toggle': 'The "Wrap lines" button.',
    code: 'The `<pre>` holding the code.',
    button: 'The copy button (with its `icon` and `label` parts).',
  },
  cssProperties: {
    '--dw-code-block-background': {
      description: 'Background of the block.',
      default: 'var(--dw-color-code-background)',
    },
    '--dw-code-block-border': { description: 'Border colour.', default: 'var(--dw-color-border)' },
    '--dw-code-block-font-size': { description: 'Font size of the code.', default: 'var(--dw-font-size-small)' },
    '--dw-code-keyword': { description: 'Keywords.', default: 'light-dark(#c4202b, #ff7b72)' },
    '--dw-code-string': { description: 'Strings and regular expressions.', default: 'light-dark(#0a3069, #a5d6ff)' },
    '--dw-code-number': {
      description: 'Numbers, literals, operators, meta tokens and the shell prompt.',
      default: 'light-dark(#0550ae, #79c0ff)',
    },
    '--dw-code-title': {
      description: 'Names of functions, classes, sections and tags.',
      default: 'light-dark(#6639ba, #d2a8ff)',
    },
    '--dw-code-comment': { description: 'Comments (italic).', default: 'light-dark(#57606a, #8b949e)' },
    '--dw-code-attribute': {
      description: 'Attributes, properties, variables and shell flags.',
      default: 'light-dark(#953800, #ffa657)',
    },
    '--dw-code-type': {
      description: 'Types, built-ins and shell command words.',
      default: 'light-dark(#116329, #7ee787)',
    },
  },
  states: ['empty', 'plain', 'highlighting', 'highlighted'],
} as const satisfies WidgetMetadata;
