// The public face of <sms-warning>: what other widgets and the package entries may import.
export { define, metadata } from './sms-warning.element';
