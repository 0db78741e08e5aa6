// The public face of <param-row>: what other widgets and the package entries may import.
export { define, metadata, paramRow } from './param-row.element';
export { ParamRow, type ParamRowProps } from './param-row';
export { paramRowStyles } from './param-row.styles';
