import type { YamlParser } from './parse-spec-text';
import type { CliSpec } from './spec-types';
import { validateSpec } from './validate-spec';

// A spec's start (its info, global flags and first command), read and validated alone, for the
// page to show while the whole spec is read: a worker sends it for a large YAML spec, and the main
// thread shows it first for a spec it reads itself (read-spec-here.ts). The page shows no problems
// from a start and waits for the whole spec before it says it is ready.

/**
 * The start of a YAML text, parsed on its own: js-yaml reads a whole text before it gives anything
 * back (250 ms for 5 MB, 25 ms for a spec of 130 KB). Only for the common layout (`info` first, then
 * a block list of `commands`), and only when that start is valid on its own; undefined otherwise.
 */
export async function yamlStart(text: string, parseYaml: YamlParser): Promise<CliSpec | undefined> {
  const list = /^commands:[ \t]*\r?\n/m.exec(text);
  if (!list) return undefined;
  const item = /^([ \t]*)- /m.exec(text.slice(list.index + list[0].length, list.index + list[0].length + 4096));
  if (!item) return undefined;
  const firstItem = list.index + list[0].length + item.index;
  const next = text.indexOf(`\n${item[1]}- `, firstItem + 1);
  if (next < 0) return undefined;
  try {
    const document = await parseYaml(text.slice(0, next + 1));
    if (typeof document !== 'object' || document === null || !('info' in document)) return undefined;
    return documentStart(document);
  } catch {
    return undefined;
  }
}

/**
 * The start of a parsed spec: its first command validated with the rest of the document but the
 * other commands. A millisecond where validating every command of a typical spec takes ten.
 * Undefined when the document has no list of commands or that start is not valid on its own.
 */
export function documentStart(document: object): CliSpec | undefined {
  const { commands } = document as { commands?: unknown };
  if (!Array.isArray(commands) || commands.length === 0) return undefined;
  const { spec } = validateSpec({ ...document, commands: commands.slice(0, 1) });
  return spec && spec.commands.length === 1 ? spec : undefined;
}
