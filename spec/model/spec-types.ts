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
  /** Other ways to type it, each as typed in full (`tool ls` for `tool list`). */
  aliases: string[];
  /** Positional arguments, in the order they are typed. */
  arguments: CliArgument[];
  /** Left out of the reference, the Markdown and the diff; kept so a converted spec loses nothing. */
  hidden: boolean;
  deprecated: CliMarker | undefined;
  experimental: CliMarker | undefined;
  /** The version (or API version) it first appeared in, as text. */
  since: string | undefined;
  /** A group of commands rather than a command that runs by itself (an oclif topic, a cobra parent). */
  topic: boolean;
  /** Heading its parent lists it under, among its siblings (`Management commands`). */
  group: string | undefined;
  exitCodes: CliExitCode[];
  /** Ids of related commands of the document (broken ones are removed, as subcommands are). */
  seeAlso: string[];
  /** Sets of its flags (by id) of which at most one may be given. */
  exclusiveFlags: string[][];
}

/** Deprecated or experimental, and since when. */
export interface CliMarker {
  since: string | undefined;
  /** What to use instead, or why: plain text. */
  note: string | undefined;
}

export interface CliArgument {
  id: string;
  /** As shown in usage lines: `<target>`, `[files]...`, `PROJECT`. */
  name: string;
  /** Markdown. */
  description: string | undefined;
  required: boolean;
  /** Takes any number of values (`files...`). */
  variadic: boolean;
  /** The default as text; `''` when there is none. */
  defaultValue: string;
  acceptedValues: CliAcceptedValue[];
  /** Environment variables the value may come from. */
  env: string[];
  hidden: boolean;
  deprecated: CliMarker | undefined;
}

export interface CliExitCode {
  code: number;
  /** Markdown. */
  description: string | undefined;
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
  /** The short form alone, `-o`, when the source says it. */
  short: string | undefined;
  /** The long form alone, `--output`, when the source says it. */
  long: string | undefined;
  /** Other spellings of the flag (`--out`, `-O`). */
  aliases: string[];
  /**
   * `value`: takes a value (`--output <file>`); `switch`: on or off; `count`: may be repeated to
   * count (`-vvv`); undefined when the source does not say (the name's placeholder tells, as before).
   */
  kind: 'value' | 'switch' | 'count' | undefined;
  /** The value's placeholder without brackets (`file`), for a flag that takes one. */
  valueName: string | undefined;
  /** May be given more than once, each adding a value. */
  repeatable: boolean;
  /** The negative form of a switch, `--no-color`. */
  negation: string | undefined;
  /** Environment variables that set it. */
  env: string[];
  /**
   * `command`: for this command only; `persistent`: also for every command below it (cobra's
   * persistent flags, usage's `global`); `inherited`: defined by a parent command this spec does not
   * describe.
   */
  scope: 'command' | 'persistent' | 'inherited';
  hidden: boolean;
  deprecated: CliMarker | undefined;
  experimental: CliMarker | undefined;
  since: string | undefined;
  /** Heading the flag is listed under, among the command's flags (`Output options`). */
  group: string | undefined;
}

export interface CliAcceptedValue {
  id: string;
  name: string;
  type: string | undefined;
  /** What choosing it does: plain text. */
  description?: string | undefined;
}

/** One thing in the source document that did not match the format. */
export interface SpecProblem {
  /** Where, in JavaScript notation from the document root: `commands[3].flags[1].name`. */
  path: string;
  /** What the format wants there, as a phrase: `a string`, `the id of a command`. */
  expected: string;
  /** What the document had: `a number`, `nothing`, `"db-pull" (no command has this id)`. */
  found: string;
  /**
   * `note`: something odd that was read leniently, and nothing was lost (a trailing comma, escape
   * codes removed); absent: a part that could not be read and is not shown.
   */
  severity?: 'note';
}

export interface ValidationResult {
  /** What could be kept, or `null` when the document is not a mapping at all. */
  spec: CliSpec | null;
  problems: SpecProblem[];
}
