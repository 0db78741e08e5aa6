import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'cli-reference',
  embeds: ['accepted-values', 'code-block', 'param-row', 'persisted-tabs'],
  // A prerendered reference stays as its markup until the reader touches it, unless the address
  // chooses what it shows (`versions`: `?version=`).
  untilTouched: { unlessAttributes: ['versions'], sourceAttribute: 'src' },
  summary:
    'The whole reference of a command-line tool from a CLI spec (our YAML or JSON, OpenCLI, an oclif manifest, a usage spec in KDL or cobra YAML): navigation by tag group, a filter, one deep-linkable section per command with arguments, flags, accepted values and examples.',
  attributes: {
    src: {
      type: 'string',
      description:
        'Address of the spec. The response\u2019s content type (`json`, `yaml`) says how to read it, else the extension (`.json`, `.yaml`, `.yml`), else the first character. An HTML page is refused ("expected a YAML or JSON spec, got an HTML page"). The body is read as UTF-8, or as UTF-16 when it starts with that byte order mark or has the pattern of NUL bytes that ASCII text in UTF-16 has; UTF-32 is named in the error ("save it as UTF-8"). An address ending in `/` names an oclif package\u2019s folder: its `oclif.manifest.json` is read, with the `package.json` beside it (as for any oclif manifest). Changing it cancels the request in flight and loads the new spec.',
    },
    versions: {
      type: 'string',
      description:
        'Address of a JSON index of versions, newest first: `[{ "version": "1.150.0", "src": "cli.yaml", "date": "2026-11" }]` (`src` relative to the index). Adds a version picker to the header, kept in the address (`?version=`, with the anchor prefix before it; the plain address shows the newest, and an older version says so with a link to the newest); markers for what is new, changed, deprecated or removed since the next version listed; a "changed since" filter and a "What changed" view between any two versions. Only the chosen version and the one it is compared with are fetched. Wins over `src`.',
    },
    format: {
      type: 'string',
      values: ['clispec', 'opencli', 'oclif', 'usage', 'cobra'],
      description:
        'The format of the spec, when looking at it would not tell: `clispec` (our own YAML or JSON), `opencli` (OpenCLI 0.1 JSON), `oclif` (an `oclif.manifest.json`), `usage` (a usage spec in KDL) or `cobra` (cobra\u2019s or docker\u2019s YAML reference, one file per command; the files its `clink` lists are fetched from beside it). Without it the content decides, and every format is recognised. Each other format\u2019s reader is a chunk of its own, loaded only for a spec in that format.',
    },
    'anchor-prefix': {
      type: 'string',
      description:
        'Text put before every section id (`#<prefix><command-id>`). Without it the first reference on a page uses bare command ids and later ones use their `id` attribute (or `cli-reference-<position>`) followed by `-` (`#second-tool-db-push`), so two references never share an anchor.',
    },
    timeout: {
      type: 'number',
      default: 10000,
      description:
        'Milliseconds to wait for the whole spec, body included (a server that sends its headers and then stalls still times out), before showing an error with Retry. Network errors and 408, 429 and 5xx answers are retried twice, with a short pause, within that time.',
    },
  },
  properties: {
    spec: {
      type: 'CliSpec | string',
      description:
        'The spec as an object, or as YAML or JSON text. Wins over `src`. The generated typings declare `CliSpec` (with `CliSpecCommand` and `CliSpecFlag`) after `spec/cli.schema.json`; whatever arrives is still checked.',
    },
    specs: {
      type: '{ version: string; src?: string; spec?: CliSpec | string; date?: string }[]',
      description:
        'The versions as a list, newest first, each with the address of its spec or the spec itself. Wins over `versions`, `spec` and `src`. An entry without a version, with neither `src` nor `spec`, or repeating a version is left out and listed in the element.',
    },
  },
  events: {
    'dw-rendered': {
      description:
        'Every section of a newly loaded spec is in the page. `commands` counts the commands shown, `topics` apart (sections that only group commands, such as oclif topics). Times are `performance.now()` values: the spec\u2019s body arrived, it was parsed and validated, the first sections were committed, the last. With several versions it fires again after each switch, with the `version` shown and `chosenAt`, when the reader chose it. The same moments are recorded as `performance.mark`s named `cli-reference:spec-received`, `cli-reference:first-section` and `cli-reference:all-sections`.',
      detail:
        '{ commands: number, topics: number, problems: number, receivedAt?: number, readyAt?: number, firstSectionAt: number, renderedAt: number, version?: string, chosenAt?: number }',
    },
    'dw-version-change': {
      description: 'The reader chose another version in the picker (or followed a link to one); the address has it.',
      detail: '{ version: string }',
    },
    'dw-load-error': {
      description:
        'The spec could not be loaded, parsed or used; the element shows the same message with a Retry button.',
      detail: '{ message: string }',
    },
  },
  parts: {
    header: 'Title, version, description and links.',
    versions: 'The version picker, in the header.',
    problems: 'The collapsible list of spec parts that could not be read.',
    nav: 'The navigation column with the filter.',
    search: 'The filter box.',
    sections: 'The column of command sections.',
    empty: 'The message shown when the filter matches nothing.',
    skeleton: 'The placeholder shown while loading.',
    error: 'The error message with its Retry button.',
  },
  cssProperties: {
    '--dw-cli-reference-sticky-top': {
      description:
        'Distance between the top of the viewport and the sticky navigation (the height of a fixed page header).',
      default: '0px',
    },
    '--dw-cli-reference-nav-width': { description: 'Width of the navigation column.', default: '16rem' },
    '--dw-cli-reference-measure': {
      description:
        'Widest line of a section without examples, which takes the whole row beside the navigation once the reference is 75rem wide (a section with examples has them beside it).',
      default: '48rem',
    },
    '--dw-cli-reference-scroll-margin': {
      description: 'Space kept above a section when a link scrolls to it (added to the sticky top).',
      default: '1rem',
    },
    '--dw-cli-reference-bar-background': {
      description:
        "Background of the filter bar that stays at the top on narrow screens; set it to your page's background.",
      default: 'var(--dw-color-background)',
    },
  },
  states: ['empty', 'loading', 'ready', 'partial', 'error'],
  // The shape of spec/cli.schema.json, for typed code; the element still checks whatever it is given.
  typeAliases: {
    CliSpec:
      '{ clispec?: string | number; info: { id: string; version: string | number; title: string; language?: string; source?: string; bugs?: string; spec?: string; description?: string; tags?: { id: string; title: string }[] }; flags?: CliSpecFlag[]; commands: CliSpecCommand[] }',
    CliSpecCommand:
      '{ id: string; title: string; summary: string; description?: string; usage?: string; tags?: string[]; links?: { name?: string; link?: string; url?: string }[]; subcommands?: string[]; flags?: CliSpecFlag[]; examples?: { id: string; name: string; code: string; response?: string; description?: string }[] }',
    CliSpecFlag:
      '{ id: string; name: string; description: string; default_value: string; required?: boolean; accepted_values?: { id: string; name: string; type?: string }[] }',
  },
} as const satisfies WidgetMetadata;
