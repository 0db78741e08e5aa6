import { defineWidget } from '../shared/element';
import { docsCalloutStyles } from '../docs-callout';
import { metadata } from './session-warning.meta';
import { SessionWarning } from './session-warning';
import css from './session-warning.css?inline';

export { metadata };
export const sessionWarning = defineWidget(metadata, SessionWarning, { styles: [docsCalloutStyles, css] });
export const define = (tag?: string) => sessionWarning.define(tag);
