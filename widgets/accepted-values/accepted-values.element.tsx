import { useEffect, useMemo } from 'react';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { useDispatch, useElement, useHostState } from '../shared/context';
import { DataProblems } from '../shared/problems';
import { AcceptedValues, type OpenChangeReason } from './accepted-values';
import { readAcceptedValues } from './read-values';
import { metadata } from './accepted-values.meta';
import { acceptedValuesStyles } from './accepted-values.styles';

// The <accepted-values> element: its adapter and its definition. Widgets that embed
// `AcceptedValues` (the CLI reference) import the index without this module, so they do not load it.

/** The element adapter: checks the data, reflects `open` and `data-state`, fires `dw-toggle`. */
export function AcceptedValuesElement({ values: raw, name, open }: ElementProps<typeof metadata>) {
  const element = useElement();
  const dispatch = useDispatch();
  const { values, problems } = useMemo(() => readAcceptedValues(raw), [raw]);
  const source = element?.host.hasAttribute('values') ? 'attribute' : 'property';
  const tag = element?.tag ?? 'accepted-values';
  // Invalid JSON is already reported by the runtime; "No accepted values listed" would mislead.
  const unreadable = element?.problems.some((problem) => problem.attribute === 'values') ?? false;

  useHostState(unreadable || values.length === 0 ? 'empty' : open ? 'open' : 'closed');

  useEffect(() => {
    for (const problem of problems) console.warn(`<${tag}> ${source} "values": ${problem}`);
  }, [problems, source, tag]);

  const onOpenChange = (next: boolean, reason: OpenChangeReason) => {
    const allowed = dispatch('dw-toggle', { open: next });
    // The browser reveals a find-in-page match whatever we do, so that one cannot be vetoed.
    if (!allowed && reason === 'toggle') return;
    element?.host.toggleAttribute('open', next);
  };

  return (
    <>
      <DataProblems tag={tag} source={source} name="values" problems={problems} />
      {unreadable ? null : <AcceptedValues values={values} name={name} open={open} onOpenChange={onOpenChange} />}
    </>
  );
}

export { metadata };
export const acceptedValues = defineWidget(metadata, AcceptedValuesElement, { styles: acceptedValuesStyles });
export const define = (tag?: string) => acceptedValues.define(tag);
