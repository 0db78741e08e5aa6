import { defineWidget } from '../shared/element';
import { metadata } from './rate-limit-table.meta';
import { RateLimitTableElement } from './rate-limit-table';
import { rateLimitTableStyles } from './rate-limit-table.styles';

export { metadata };
export const rateLimitTable = defineWidget(metadata, RateLimitTableElement, { styles: [rateLimitTableStyles] });
export const define = (tag?: string) => rateLimitTable.define(tag);
