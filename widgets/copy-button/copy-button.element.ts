import { defineWidget } from '../shared/element';
import { metadata } from './copy-button.meta';
import { CopyButtonElement } from './copy-button-element';
import { copyButtonStyles } from './copy-button.styles';

export { metadata };
// Kept out of copy-button.css, which embedders adopt: their host keeps its own display.
const hostCss = ':host { display: inline-block; vertical-align: middle; }';

export const copyButton = defineWidget(metadata, CopyButtonElement, { styles: [hostCss, copyButtonStyles] });
export const define = (tag?: string) => copyButton.define(tag);
