import { defineWidget } from '../shared/element';
import { metadata } from './docs-callout.meta';
import { DocsCallout } from './docs-callout';
import { docsCalloutStyles } from './docs-callout.styles';

export { metadata };
export const docsCallout = defineWidget(metadata, DocsCallout, { styles: docsCalloutStyles });
export const define = (tag?: string) => docsCallout.define(tag);
