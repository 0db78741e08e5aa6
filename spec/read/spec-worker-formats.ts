import { importForeign } from '../formats/import-spec';
import { serveSpecReads } from './spec-worker-core';
import { SpecSyntaxError } from '../model/spec-errors';
import { readYaml } from './yaml-reader';

// The spec worker for the other formats (OpenCLI, oclif manifests, usage specs in KDL, cobra YAML,
// JSON with trailing commas): the YAML reader and every format's reader built in, started only
// when the JSON or YAML worker meets such a spec, or the page names its format.
const parseYaml = (text: string, signal?: AbortSignal) =>
  readYaml(text, signal, (reason, line, column) => new SpecSyntaxError(reason, line, column));
serveSpecReads(parseYaml, undefined, (request) => importForeign(request, parseYaml));
