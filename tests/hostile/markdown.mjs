// @ts-check
// The hostile corpus for the Markdown writers (`cli-markdown`, `cli-diff --markdown`): spec text
// that MDX (Docusaurus 3, Astro, any `@mdx-js/mdx` build) would read as code or markup, or that
// could end the construct it is written in. Every payload is put in every field of a spec that
// reaches Markdown, one spec per payload, so a field the writer forgets shows up by name. The
// payloads that run call `globalThis.hostileMarkdown('<field>')`, so a run says where it came from;
// they avoid the characters the writer already escaped before MDX was considered (`_`, `[`, `*`…),
// so that a statement which reaches MDX parses and runs rather than failing to compile.
// The hand-written specs beside them (specs/mdx-*.yaml, specs/mdx-opencli.json) put the same
// payloads inside Markdown structures: lists, quotes, tables, headings, hard breaks, links.

/** @typedef {(where: string) => string} Payload */

/** A JavaScript name for a field, `command.flag.id` → `commandFlagId`, so that statements from several fields can stand together. */
const identifier = (/** @type {string} */ where) =>
  where.replace(/\W+(\w)/g, (/** @type {string} */ _, /** @type {string} */ letter) => letter.toUpperCase());

/** @type {Record<string, Payload>} */
export const markdownPayloads = {
  // An ECMAScript module statement, which MDX reads from any line that starts with `export `; the
  // comment at the end swallows what the writer puts after the field on the same line.
  statement: (where) => `export const ${identifier(where)} = globalThis.hostileMarkdown("${where}")//`,
  // An import MDX would run (a data: address holds the code), from a line that starts with `import `.
  import: (where) => `import "data:text/javascript,globalThis.hostileMarkdown(%22${where}%22)"`,
  // The statement on the line after a lone carriage return, which CommonMark and MDX count as a line end.
  carriageReturn: (where) => `run\rexport const ${identifier(where)} = globalThis.hostileMarkdown("${where}")//`,
  // JavaScript expressions in text, which MDX evaluates when the page renders.
  expression: (where) => `{globalThis.hostileMarkdown("${where}")} and {1 + 1}`,
  // JSX: a component the page does not define, an element with a handler, lowercase and closing tags.
  jsx: (where) =>
    `<Widget run={globalThis.hostileMarkdown("${where}")} /> <img src="x" onError={x} /> <b>bold</b> </div>`,
  // An HTML comment, which MDX rejects, and an autolink, which MDX 2 and later no longer read.
  comment: (where) => `<!-- ${where} --> then <https://example.com/${where}> and <team@example.com>`,
  // Backticks of every length, which would end a code span or a fence that is too short.
  backticks: (where) => `a \` b \`\` c \`\`\` d \`\`\`\` ${where}`,
  // What would end YAML front matter or start a mapping, and line breaks YAML 1.1 knows.
  frontMatter: (where) => `${where}: value\n---\ntitle: "other" # \u2028next\u0085line`,
};

/**
 * A spec in our format (clispec 002) with `payload` in every field the Markdown writers show:
 * title, version, description, tag title, global and command flags (name, type, description,
 * default, accepted values, aliases, environment, since, deprecation), a command with its id,
 * summary, description, usage, aliases, arguments, examples, exit codes and markers, and a
 * subcommand under a group heading.
 * @param {Payload} payload
 */
export function specWithEverywhere(payload) {
  /** @param {string} where */
  const flag = (where) => ({
    id: `${where}-flag ${payload(`${where}.flag.id`)}`,
    name: `--${where}-flag <${payload(`${where}.flag.type`)}>`,
    description: payload(`${where}.flag.description`),
    default_value: payload(`${where}.flag.default`),
    accepted_values: [
      { id: 'value', name: payload(`${where}.flag.value`), type: payload(`${where}.flag.value.type`) },
      { id: 'plain', name: 'plain' },
    ],
    aliases: [`--${where}-alias ${payload(`${where}.flag.alias`)}`],
    env: [payload(`${where}.flag.env`)],
    since: payload(`${where}.flag.since`),
    deprecated: { since: payload(`${where}.flag.deprecated.since`), note: payload(`${where}.flag.deprecated.note`) },
  });
  return {
    clispec: '002',
    info: {
      id: 'tool',
      version: payload('info.version'),
      title: payload('info.title'),
      description: payload('info.description'),
      tags: [{ id: 'main', title: payload('tag.title') }],
    },
    flags: [flag('global')],
    commands: [
      {
        id: `tool-run ${payload('command.id')}`,
        title: `tool ${payload('command.title')}`,
        summary: payload('command.summary'),
        description: payload('command.description'),
        usage: payload('command.usage'),
        tags: ['main'],
        subcommands: ['tool-run-child'],
        see_also: ['tool-run-child'],
        aliases: [payload('command.alias')],
        since: payload('command.since'),
        experimental: { since: payload('command.experimental.since'), note: payload('command.experimental.note') },
        arguments: [
          {
            id: 'target',
            name: payload('argument.name'),
            description: payload('argument.description'),
            default_value: payload('argument.default'),
            accepted_values: [{ id: 'value', name: payload('argument.value') }],
            env: [payload('argument.env')],
            deprecated: { note: payload('argument.deprecated.note') },
          },
        ],
        flags: [flag('command')],
        examples: [
          {
            id: 'example',
            name: payload('example.name'),
            code: payload('example.code'),
            response: payload('example.response'),
            description: payload('example.description'),
          },
        ],
        exit_codes: [{ code: 3, description: payload('exit.description') }],
      },
      {
        id: 'tool-run-child',
        title: `tool run ${payload('child.title')}`,
        summary: payload('child.summary'),
        group: payload('child.group'),
        deprecated: { note: payload('child.deprecated.note') },
      },
    ],
  };
}

/** Every payload in every field: `{ id, document }`, one spec per payload. */
export function markdownCases() {
  return Object.entries(markdownPayloads).map(([id, payload]) => ({ id, document: specWithEverywhere(payload) }));
}
