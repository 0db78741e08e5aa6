// The few checks that decide whether a spec needs a reader of another format, small enough for
// every page: a page with our own format never loads a reader, and pays only for these lines.

/** The formats `<cli-reference>` reads; `clispec` is our own (spec/README.md). */
export const SOURCE_FORMATS = ['clispec', 'opencli', 'oclif', 'usage', 'cobra'] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

/** Names for messages and pickers. */
export const FORMAT_NAMES: Record<SourceFormat, string> = {
  clispec: 'CLI spec (YAML or JSON)',
  opencli: 'OpenCLI (JSON)',
  oclif: 'oclif manifest (JSON)',
  usage: 'usage spec (KDL)',
  cobra: 'cobra YAML',
};

export function isSourceFormat(value: unknown): value is SourceFormat {
  return (SOURCE_FORMATS as readonly unknown[]).includes(value);
}

/**
 * Whether text reads as KDL rather than YAML or JSON: its first line that is not blank or a `//`
 * comment is a node (`cmd "run" {`, `name "tool"`, `flag --verbose`), which in YAML would be a
 * key followed by `:`.
 */
export function looksLikeKdl(text: string): boolean {
  for (const line of text.slice(0, 4096).split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('//') || trimmed.startsWith('/*') || trimmed.startsWith('*')) continue;
    return (
      /^[A-Za-z_][\w-]*(?:[ \t]+(?:["#{-]|[A-Za-z0-9])|[ \t]*\{|[ \t]*;?$)/.test(trimmed) &&
      !/^[^\s"]+:(?:\s|$)/.test(trimmed)
    );
  }
  return false;
}

/** Whether a parsed document is in another format than ours (and which is for the reader to say). */
export function isForeignDocument(document: unknown): boolean {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return false;
  const fields = document as Record<string, unknown>;
  if ('info' in fields && Array.isArray(fields.commands)) return 'opencli' in fields;
  return (
    'opencli' in fields ||
    '$schema' in fields ||
    typeof fields.command === 'string' ||
    (typeof fields.name === 'string' && !('info' in fields)) ||
    (typeof fields.commands === 'object' && fields.commands !== null && !Array.isArray(fields.commands))
  );
}

/**
 * Whether a parsed document may be an oclif manifest (`commands` keyed by id): for a reader that
 * does not read it to fetch the package.json beside it before handing it on. A false guess costs
 * one request whose failure is quiet.
 */
export function mayBeOclifManifest(document: unknown): boolean {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return false;
  const { commands } = document as Record<string, unknown>;
  return !('opencli' in document) && typeof commands === 'object' && commands !== null && !Array.isArray(commands);
}
