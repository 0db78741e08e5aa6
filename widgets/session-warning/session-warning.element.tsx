import { defineWidget } from '../shared/element';
import { metadata } from './session-warning.meta';
import { SessionWarning, type SessionWarningProps } from './session-warning';
import { sessionWarningStyles } from './session-warning.styles';

/** The element adapter: the warning, followed by the text between the tags. */
export function SessionWarningElement({ heading }: Omit<SessionWarningProps, 'children'>) {
  return (
    <SessionWarning heading={heading}>
      <slot />
    </SessionWarning>
  );
}

export { metadata };
export const sessionWarning = defineWidget(metadata, SessionWarningElement, { styles: sessionWarningStyles });
export const define = (tag?: string) => sessionWarning.define(tag);
