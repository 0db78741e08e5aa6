import { defineWidget } from '../shared/element';
import { metadata } from './code-block.meta';
import { CodeBlockElement } from './code-block-element';
import { codeBlockStyles } from './code-block.styles';

export { metadata };
export const codeBlock = defineWidget(metadata, CodeBlockElement, { styles: codeBlockStyles });
export const define = (tag?: string) => codeBlock.define(tag);
