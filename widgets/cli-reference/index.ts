// The public face of <cli-reference>: what other widgets and the package entries may import.
export { define, metadata, cliReference, versionsIndexKey, versionsViewKey } from './cli-reference.element';
