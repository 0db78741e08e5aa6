// What another widget may embed of <param-row>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { ParamRow, type ParamRowProps } from './param-row';
export { paramRowStyles } from './param-row.styles';
