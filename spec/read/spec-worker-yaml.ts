import { serveSpecReads } from './spec-worker-core';
import { SpecSyntaxError } from '../model/spec-errors';
import { readYaml, warmUp } from './yaml-reader';

// The spec worker with the YAML reader (js-yaml), for YAML specs and for JSON the JSON worker
// could not place an error in: decodes, parses and validates off the page's main thread.
serveSpecReads((text, signal) =>
  readYaml(text, signal, (reason, line, column) => new SpecSyntaxError(reason, line, column)),
);
// The worker starts while the spec downloads: time to warm the parser up (see warmUp).
setTimeout(warmUp, 0);
