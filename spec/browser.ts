// The spec library's browser face: reading a spec in a worker (one for JSON, one with the YAML
// reader, one with every other format's reader), or on the main thread where no worker can start.
// Apart from index.ts because the worker addresses are build-time imports Node cannot resolve.
export {
  readSpec,
  readSpecHere,
  specReading,
  startSpecWorker,
  workerKindFor,
  workerKindForSource,
  type PreviewReader,
  type SpecInput,
} from './read/read-spec';
export { fetchSpecInput, foreignHere, linkedFiles } from './read/read-spec-here';
