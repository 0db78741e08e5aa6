import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { metadata } from './session-warning.meta';
import { SessionWarning } from './session-warning';
import { sessionWarningStyles } from './session-warning.styles';

/** The element adapter: the warning, followed by the text between the tags. */
export function SessionWarningElement({ heading }: ElementProps<typeof metadata>) {
  return (
    <SessionWarning heading={heading}>
      <slot />
    </SessionWarning>
  );
}

export { metadata };
export const sessionWarning = defineWidget(metadata, SessionWarningElement, { styles: sessionWarningStyles });
export const define = (tag?: string) => sessionWarning.define(tag);
