import { defineWidget } from '../shared/element';
import { metadata } from './sms-warning.meta';
import { SmsWarning } from './sms-warning';
import { smsWarningStyles } from './sms-warning.styles';

export { metadata };
export const smsWarning = defineWidget(metadata, SmsWarning, { styles: smsWarningStyles });
export const define = (tag?: string) => smsWarning.define(tag);
