import { defineWidget } from '../shared/element';
import { metadata } from './session-warning.meta';
import { SessionWarning } from './session-warning';
import { sessionWarningStyles } from './session-warning.styles';

export { metadata };
export const sessionWarning = defineWidget(metadata, SessionWarning, { styles: sessionWarningStyles });
export const define = (tag?: string) => sessionWarning.define(tag);
