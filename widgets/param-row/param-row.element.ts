import { defineWidget } from '../shared/element';
import { metadata } from './param-row.meta';
import { ParamRowElement } from './param-row-element';
import { paramRowStyles } from './param-row.styles';

export { metadata };
export const paramRow = defineWidget(metadata, ParamRowElement, { styles: [paramRowStyles] });
export const define = (tag?: string) => paramRow.define(tag);
