import { defineWidget } from '../shared/element';
import { metadata } from './cli-reference.meta';
import { CliReferenceElement } from './cli-reference';
import { cliReferenceStyles } from './cli-reference.styles';

export { metadata };
export const cliReference = defineWidget(metadata, CliReferenceElement, { styles: cliReferenceStyles });
export const define = (tag?: string) => cliReference.define(tag);
