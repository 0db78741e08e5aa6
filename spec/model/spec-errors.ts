// The errors of reading a spec, apart from the modules that fetch and parse it, so that the
// spec worker (spec-worker.ts) can build and recognise them without the fetching code.

export type SpecFormat = 'yaml' | 'json';

/** Why a spec could not be loaded, in a form the element can explain to the reader. */
export type LoadFailure =
  | { kind: 'http'; status: number; statusText: string; url: string }
  | { kind: 'network'; url: string }
  | { kind: 'timeout'; milliseconds: number; url: string }
  | { kind: 'html'; url: string }
  | { kind: 'encoding'; encoding: string; url: string }
  | {
      kind: 'syntax';
      format: SpecFormat | 'kdl';
      reason: string;
      line: number | undefined;
      column: number | undefined;
    }
  /** The document was read, but is not a CLI description of a format we know (`what` says what it is). */
  | { kind: 'unknown-format'; what: string }
  /** Reading the spec (in a worker) went on past its deadline and was stopped. */
  | { kind: 'too-slow'; milliseconds: number };

export class SpecLoadError extends Error {
  override readonly name = 'SpecLoadError';
  constructor(readonly failure: LoadFailure) {
    super(describeFailure(failure));
  }
}

/** One sentence for the error state; addresses and parser messages are shown as text, never as markup. */
export function describeFailure(failure: LoadFailure): string {
  switch (failure.kind) {
    case 'http':
      return `The server answered ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''} for ${failure.url}.`;
    case 'network':
      return `Could not reach ${failure.url}: the network request failed (offline, blocked, or the server is down).`;
    case 'timeout':
      return `${failure.url} did not answer within ${failure.milliseconds / 1000} seconds.`;
    case 'html':
      return `Expected a YAML or JSON spec, got an HTML page from ${failure.url}.`;
    case 'encoding':
      return `The spec at ${failure.url} is ${failure.encoding.toUpperCase()}, which cannot be read: save it as UTF-8.`;
    case 'syntax': {
      const where = failure.line === undefined ? '' : ` at line ${failure.line}, column ${failure.column}`;
      return `The ${failure.format.toUpperCase()} could not be parsed${where}: ${failure.reason.replace(/\.$/, '')}.`;
    }
    case 'unknown-format':
      return `This is ${failure.what}, not a CLI description that can be shown.`;
    case 'too-slow':
      return `Reading the spec took more than ${failure.milliseconds / 1000} seconds, so it was stopped: the file is too large or too complex to show here.`;
  }
}

/** YAML text that could not be read, with where it went wrong when that is known. */
export class SpecSyntaxError extends Error {
  override readonly name = 'SpecSyntaxError';
  constructor(
    readonly reason: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
  ) {
    super(line === undefined ? reason : `${reason} (line ${line}, column ${column})`);
  }
}
