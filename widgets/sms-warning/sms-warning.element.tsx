import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { metadata } from './sms-warning.meta';
import { SmsWarning } from './sms-warning';
import { smsWarningStyles } from './sms-warning.styles';

/** The element adapter: the warning, followed by the text between the tags. */
export function SmsWarningElement({ heading }: ElementProps<typeof metadata>) {
  return (
    <SmsWarning heading={heading}>
      <slot />
    </SmsWarning>
  );
}

export { metadata };
export const smsWarning = defineWidget(metadata, SmsWarningElement, { styles: smsWarningStyles });
export const define = (tag?: string) => smsWarning.define(tag);
