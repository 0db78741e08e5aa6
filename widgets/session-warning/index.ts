// The public face of <session-warning>: what other widgets and the package entries may import.
export { define, metadata, sessionWarning } from './session-warning.element';
