import { defineWidget } from '../shared/element';
import { metadata } from './accepted-values.meta';
import { AcceptedValuesElement } from './accepted-values-element';
import { acceptedValuesStyles } from './accepted-values.styles';

export { metadata };
export const acceptedValues = defineWidget(metadata, AcceptedValuesElement, { styles: [acceptedValuesStyles] });
export const define = (tag?: string) => acceptedValues.define(tag);
