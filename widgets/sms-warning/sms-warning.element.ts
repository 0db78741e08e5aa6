import { defineWidget } from '../shared/element';
import { docsCalloutStyles } from '../docs-callout';
import { metadata } from './sms-warning.meta';
import { SmsWarning } from './sms-warning';
import css from './sms-warning.css?inline';

export { metadata };
export const smsWarning = defineWidget(metadata, SmsWarning, { styles: [docsCalloutStyles, css] });
export const define = (tag?: string) => smsWarning.define(tag);
