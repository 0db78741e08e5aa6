import { useState } from 'react';
import { useDispatch, useElement, useHostState } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { useMessages } from '../shared/i18n';
import { copyButtonMessages } from './messages';
import { CopyButton, type CopyState } from './copy-button';
import { metadata } from './copy-button.meta';
import { copyButtonElementStyles } from './copy-button.styles';

// The <copy-button> element: its adapter and its definition. Widgets that embed `CopyButton`
// import the index without this module, so they do not load it.

/** Text an element offers for copying: form fields their value, everything else its text. */
export function copyableText(target: Element): string {
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  ) {
    return target.value;
  }
  return target.textContent ?? '';
}

/** `<copy-button>`: resolves `value` or `for`, then reports through data-state and dw-* events. */
export function CopyButtonElement({ value, htmlFor, ...rest }: ElementProps<typeof metadata>) {
  const element = useElement();
  const dispatch = useDispatch();
  const [state, setState] = useState<CopyState>('idle');
  const [missingTarget, setMissingTarget] = useState<string>();
  const t = useMessages(copyButtonMessages);
  useHostState(state);

  if (value === undefined && !htmlFor) {
    return (
      <span className="dw-problem" role="alert" part="problem">
        {t.rich('nothing-to-copy', {
          tag: <code>&lt;copy-button&gt;</code>,
          value: <code>value</code>,
          for: <code>for</code>,
        })}
      </span>
    );
  }

  const read = () => {
    if (value !== undefined) return value;
    const root = element?.host.getRootNode() as Document | ShadowRoot | undefined;
    const target = root?.getElementById?.(htmlFor!);
    if (!target) {
      const message = `attribute "for": there is no element with id "${htmlFor}" next to this button.`;
      console.warn(`<copy-button> ${message}`);
      setMissingTarget(htmlFor);
      return undefined;
    }
    setMissingTarget(undefined);
    return copyableText(target);
  };

  return (
    <>
      <CopyButton
        {...rest}
        value={read}
        onStateChange={setState}
        onCopy={(copied) => dispatch('dw-copy', { value: copied })}
        onCopyError={(error) => dispatch('dw-copy-error', { error })}
      />
      {missingTarget !== undefined && (
        <span className="dw-problem copy-button-problem" role="alert" part="problem">
          {t.rich(
            'target-missing',
            { tag: <code>&lt;copy-button&gt;</code>, for: <code>for</code> },
            { id: missingTarget },
          )}
        </span>
      )}
    </>
  );
}

export { metadata };
export const copyButton = defineWidget(metadata, CopyButtonElement, { styles: copyButtonElementStyles });
export const define = (tag?: string) => copyButton.define(tag);
