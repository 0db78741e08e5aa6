// What another widget may embed of <accepted-values>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { AcceptedValues, type AcceptedValue, type AcceptedValuesProps } from './accepted-values';
export { acceptedValuesStyles } from './accepted-values.styles';
