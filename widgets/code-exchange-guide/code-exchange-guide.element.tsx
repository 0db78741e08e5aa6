import { loadHighlighter, loadSampleModule } from '../code-block/embed';
import { useDispatch } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { CodeExchangeGuide } from './code-exchange-guide';
import { metadata } from './code-exchange-guide.meta';
import { codeExchangeGuideStyles } from './code-exchange-guide.styles';

/** `<code-exchange-guide>`: the guide, with copies reported as dw-copy events. */
export function CodeExchangeGuideElement(props: ElementProps<typeof metadata>) {
  const dispatch = useDispatch();
  return <CodeExchangeGuide {...props} onCopy={(value) => dispatch('dw-copy', { value })} />;
}

export { metadata };
export const codeExchangeGuide = defineWidget(metadata, CodeExchangeGuideElement, {
  styles: codeExchangeGuideStyles,
  // Its samples render as on the server: coloured, with their features (marked lines, placeholders).
  beforeHydrate: () => Promise.all([loadSampleModule(), loadHighlighter('ts')]),
});
export const define = (tag?: string) => codeExchangeGuide.define(tag);
