import { mayBeOclifManifest, type SourceFormat } from '../formats/detect';
import { propertyText, specText, type YamlParser } from './parse-spec-text';
import { readDocument, validateRead, type ForeignReader } from './read-document';
import { SpecLoadError, type LoadFailure } from '../model/spec-errors';
import type { CliCommand, CliSpec, SpecProblem } from '../model/spec-types';
import { documentStart, yamlStart } from './spec-start';
import { DESCRIBED_PROBLEMS } from '../check/validate-spec';

// What the spec workers (spec-worker.ts for JSON, spec-worker-yaml.ts with the YAML reader) do
// with a request from read-spec.ts: decode, parse and validate a spec, the very steps and messages
// of the main thread's own reading, and send the result back in pieces.

/**
 * A spec to read: a response's bytes (transferred), or text from the `spec` property; with the
 * files beside it that were fetched along with it (a worker fetches nothing itself).
 */
export type SpecRequest = (
  { id: number; bytes: ArrayBuffer; contentType: string; source: string; url: string } | { id: number; text: string }
) & { format?: SourceFormat | undefined; besideFiles?: Readonly<Record<string, string | null>> | undefined };

/** The spec without its commands, which follow in `commands` replies. */
export type SpecHead = Omit<CliSpec, 'commands'>;

/**
 * What a worker sends: `ready` once, when it has started; for each request either `failure`, `error`
 * or `needs-yaml` (a JSON worker given YAML: the bytes come back, for the YAML worker), or `head`,
 * any number of `commands` and `done`, before which may come a `preview`: the spec's start
 * (spec-start.ts), read alone from a large YAML text before the whole is parsed, or else the
 * command shown first validated before the others once the spec is parsed. Each reply is its own
 * task on the page, so a large spec never costs the page one long task to receive.
 */
export type SpecReply =
  | { type: 'ready' }
  | { id: number; type: 'needs-yaml'; bytes: ArrayBuffer | undefined }
  /** `oclif`: the document may be an oclif manifest, read with the package.json beside it. */
  | { id: number; type: 'needs-formats'; bytes: ArrayBuffer | undefined; oclif: boolean }
  | { id: number; type: 'failure'; failure: LoadFailure }
  | { id: number; type: 'error'; message: string }
  | { id: number; type: 'preview'; spec: CliSpec }
  /** `more`: problems past the ones described (see `DESCRIBED_PROBLEMS`), counted only. */
  | { id: number; type: 'head'; spec: SpecHead | null; problems: SpecProblem[]; more: number }
  | { id: number; type: 'commands'; commands: CliCommand[] }
  | { id: number; type: 'done' };

/** Commands per `commands` reply: about 150 KB of a typical spec, a millisecond or two to receive. */
const COMMANDS_PER_REPLY = 100;

/** YAML texts longer than this (some 30 ms of reading) send their text's start before the whole is parsed. */
const PREVIEW_ABOVE_LENGTH = 512 * 1024;

/** Thrown by the JSON worker's stand-in YAML parser. */
class NeedsYaml extends Error {}

const noYaml: YamlParser = () => Promise.reject(new NeedsYaml());

/** Thrown by the JSON and YAML workers' stand-in reader of other formats. */
class NeedsFormats extends Error {
  constructor(readonly oclif: boolean) {
    super();
  }
}

const noFormats: ForeignReader = (request) => Promise.reject(new NeedsFormats(mayBeOclifManifest(request.document)));

/** The part of a worker's global scope used here. */
export interface WorkerScope {
  postMessage(message: SpecReply, transfer?: Transferable[]): void;
  onmessage: ((event: { data: SpecRequest }) => void) | null;
}

/**
 * Answers the page's requests; `parseYaml` is left out by the worker that reads JSON only, and
 * `foreign` by every worker but the one that reads other formats. `scope` is the worker's global
 * scope (a stand-in in tests).
 */
export function serveSpecReads(
  parseYaml: YamlParser | undefined,
  scope = globalThis as unknown as WorkerScope,
  foreign: ForeignReader = noFormats,
): void {
  scope.onmessage = ({ data: request }) => {
    const preview = (spec: CliSpec) => scope.postMessage({ id: request.id, type: 'preview', spec });
    void read(request, parseYaml ?? noYaml, preview, foreign).then(
      (replies) => {
        for (const [reply, transfer] of replies) scope.postMessage(reply, transfer);
      },
      (error: unknown) => {
        const { id } = request;
        if (error instanceof NeedsYaml || error instanceof NeedsFormats) {
          const bytes = 'bytes' in request ? request.bytes : undefined;
          const reply: SpecReply =
            error instanceof NeedsYaml
              ? { id, type: 'needs-yaml', bytes }
              : { id, type: 'needs-formats', bytes, oclif: error.oclif };
          scope.postMessage(reply, bytes ? [bytes] : []);
        } else if (error instanceof SpecLoadError) scope.postMessage({ id, type: 'failure', failure: error.failure });
        else scope.postMessage({ id, type: 'error', message: String((error as Error)?.message ?? error) });
      },
    );
  };
  scope.postMessage({ type: 'ready' });
}

async function read(
  request: SpecRequest,
  parseYaml: YamlParser,
  preview: (spec: CliSpec) => void,
  foreign: ForeignReader,
): Promise<[SpecReply, Transferable[]][]> {
  const { id } = request;
  // The bytes are not transferred back after this: the text is all that is needed from here on.
  const { text, format } =
    'text' in request
      ? propertyText(request.text)
      : specText(request.bytes, request.contentType, request.source, request.url);
  if (format === 'yaml' && parseYaml === noYaml) throw new NeedsYaml();
  const textStart =
    format === 'yaml' && text.length > PREVIEW_ABOVE_LENGTH && foreign === noFormats
      ? await yamlStart(text, parseYaml)
      : undefined;
  if (textStart) preview(textStart);
  let document;
  try {
    const { besideFiles } = request;
    document = await readDocument(text, format, parseYaml, foreign, {
      sourceFormat: request.format,
      readLinked: besideFiles
        ? (name) => {
            const text = Object.hasOwn(besideFiles, name) ? besideFiles[name] : undefined;
            return typeof text === 'string'
              ? Promise.resolve(text)
              : Promise.reject(new Error(`${name} was not fetched`));
          }
        : undefined,
    });
  } catch (error) {
    // Invalid JSON whose position the engine did not say: the YAML reader finds it.
    if (parseYaml === noYaml && error instanceof SpecLoadError && error.failure.kind === 'syntax') {
      if (error.failure.line === undefined) throw new NeedsYaml();
    }
    throw error;
  }
  // Any other spec shows its start once parsed, before every command is validated.
  const start = textStart ? undefined : documentStart(document.document);
  if (start) preview(start);
  const { spec, problems: all } = validateRead(document);
  // Described problems only: a copy of each of millions would cost the page one long task to receive.
  const problems = all.slice(0, DESCRIBED_PROBLEMS);
  const more = all.length - problems.length;
  if (!spec)
    return [
      [{ id, type: 'head', spec: null, problems, more }, []],
      [{ id, type: 'done' }, []],
    ];
  const { commands, ...head } = spec;
  const replies: [SpecReply, Transferable[]][] = [[{ id, type: 'head', spec: head, problems, more }, []]];
  for (let start = 0; start < commands.length; start += COMMANDS_PER_REPLY)
    replies.push([{ id, type: 'commands', commands: commands.slice(start, start + COMMANDS_PER_REPLY) }, []]);
  replies.push([{ id, type: 'done' }, []]);
  return replies;
}
