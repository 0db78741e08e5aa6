import { defineWidget } from '../shared/element';
import { metadata } from './card-grid.meta';
import { DocsCardGrid } from './card-grid';
import { cardGridStyles } from './card-grid.styles';

export { metadata };
export const cardGrid = defineWidget(metadata, DocsCardGrid, { styles: cardGridStyles });
export const define = (tag?: string) => cardGrid.define(tag);
