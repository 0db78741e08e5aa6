// The public face of <sms-warning>: what other widgets and the package entries may import.
export { define, metadata, smsWarning } from './sms-warning.element';
