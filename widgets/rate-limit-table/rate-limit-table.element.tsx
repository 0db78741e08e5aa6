import { useEffect, useMemo } from 'react';
import { useElement } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { DataProblems } from '../shared/problems';
import { RateLimitTable } from './rate-limit-table';
import { readRateLimitValues } from './rate-limit-rows';
import { metadata } from './rate-limit-table.meta';
import { rateLimitTableStyles } from './rate-limit-table.styles';

/** The element adapter: checks the `limits` JSON and reports what it cannot use. */
export function RateLimitTableElement({ limits: raw, caption, projectRef }: ElementProps<typeof metadata>) {
  const element = useElement();
  const tag = element?.tag ?? 'rate-limit-table';
  const { values, problems } = useMemo(() => readRateLimitValues(raw), [raw]);
  const source = element?.host.hasAttribute('limits') ? 'attribute' : 'property';

  useEffect(() => {
    for (const problem of problems) console.warn(`<${tag}> ${source} "limits": ${problem}`);
  }, [problems, source, tag]);

  return (
    <>
      <DataProblems tag={tag} source={source} name="limits" problems={problems} />
      <RateLimitTable limits={values} caption={caption} projectRef={projectRef} />
    </>
  );
}

export { metadata };
export const rateLimitTable = defineWidget(metadata, RateLimitTableElement, { styles: rateLimitTableStyles });
export const define = (tag?: string) => rateLimitTable.define(tag);
