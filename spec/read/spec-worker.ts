import { serveSpecReads } from './spec-worker-core';

// The spec worker for JSON specs: decodes, parses and validates off the page's main thread. A YAML
// spec is handed back to the page, for spec-worker-yaml.ts, so JSON never costs the YAML reader.
serveSpecReads(undefined);
