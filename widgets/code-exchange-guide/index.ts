// The public face of <code-exchange-guide>: what other widgets and the package entries may import.
export { define, metadata, codeExchangeGuide } from './code-exchange-guide.element';
