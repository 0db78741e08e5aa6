// The public face of <accepted-values>: what other widgets and the package entries may import.
export { define, metadata, acceptedValues } from './accepted-values.element';
export * from './embed';
