import { defineWidget } from '../shared/element';
import { metadata } from './code-exchange-guide.meta';
import { CodeExchangeGuideElement } from './code-exchange-guide';
import { codeExchangeGuideStyles } from './code-exchange-guide.styles';

export { metadata };
export const codeExchangeGuide = defineWidget(metadata, CodeExchangeGuideElement, { styles: codeExchangeGuideStyles });
export const define = (tag?: string) => codeExchangeGuide.define(tag);
