/**
 * The CLI spec as `<cli-reference>` uses it, after validation (see `validate-spec.ts`).
 *
 * The format itself is documented in `spec/README.md` and `spec/cli.schema.json`. These types
 * describe the normalised model: every list is present (empty when the source left it out),
 * optional text is `undefined` rather than missing or `null`, markdown and summaries are trimmed,
 * and numbers that YAML read from unquoted versions are turned back into text.
 */

export interface CliSpec {
  /** Version of the spec format the document claims, informational only. */
  formatVersion: string | undefined;
  info: CliInfo;
  /** Global flags, accepted by every command. */
  flags: CliFlag[];
  /** Every valid command, in document order, each id once. */
  commands: CliCommand[];
}

export interface CliInfo {
  id: string;
  version: string;
  title: string;
  /** Highlighting language for usage lines and example code, such as `sh`. */
  language: string | undefined;
  source: string | undefined;
  bugs: string | undefined;
  spec: string | undefined;
  /** Markdown. */
  description: string | undefined;
  tags: CliTag[];
}

export interface CliTag {
  id: string;
  title: string;
}

export interface CliCommand {
  /** Unique in the document; the section anchor. */
  id: string;
  /** The command as typed, such as `tool db push`. */
  title: string;
  /** One line, trimmed. Empty when the source's summary was invalid. */
  summary: string;
  /** Markdown. */
  description: string | undefined;
  examples: CliExample[];
  /** Ids of tag groups. */
  tags: string[];
  links: CliLink[];
  usage: string | undefined;
  /** Ids of commands that exist in the document; ids that would close a cycle are removed. */
  subcommands: string[];
  flags: CliFlag[];
}

export interface CliExample {
  id: string;
  name: string;
  code: string;
  response: string | undefined;
  /** Markdown. */
  description: string | undefined;
}

export interface CliLink {
  name: string | undefined;
  /** Address from the source's `link` or `url` key. */
  url: string | undefined;
}

export interface CliFlag {
  id: string;
  /** As printed by `--help`: short form and value placeholder included. */
  name: string;
  /** Markdown. */
  description: string;
  /** The default as text; `''` when there is none. */
  defaultValue: string;
  required: boolean;
  acceptedValues: CliAcceptedValue[];
}

export interface CliAcceptedValue {
  id: string;
  name: string;
  type: string | undefined;
}

/** One thing in the source document that did not match the format. */
export interface SpecProblem {
  /** Where, in JavaScript notation from the document root: `commands[3].flags[1].name`. */
  path: string;
  /** What the format wants there, as a phrase: `a string`, `the id of a command`. */
  expected: string;
  /** What the document had: `a number`, `nothing`, `"db-pull" (no command has this id)`. */
  found: string;
}

export interface ValidationResult {
  /** What could be kept, or `null` when the document is not a mapping at all. */
  spec: CliSpec | null;
  problems: SpecProblem[];
}
