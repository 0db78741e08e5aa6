import { defineWidget } from '../shared/element';
import { metadata } from './copy-button.meta';
import { CopyButtonElement } from './copy-button-element';
import { copyButtonStyles } from './copy-button.styles';

export { metadata };
// Kept out of copy-button.css, which embedders adopt: their host keeps its own display, and only
// the element shows problems.
const hostCss = ':host { display: inline-block; vertical-align: middle; } .copy-button-problem { display: inline-block; margin: 0 0 0 var(--dw-space-2); }';

export const copyButton = defineWidget(metadata, CopyButtonElement, { styles: [hostCss, copyButtonStyles] });
export const define = (tag?: string) => copyButton.define(tag);
