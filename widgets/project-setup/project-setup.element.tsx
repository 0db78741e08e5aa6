import { loadHighlighter, loadSampleModule } from '../code-block/embed';
import { useDispatch } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { ProjectSetup } from './project-setup';
import { metadata } from './project-setup.meta';
import { projectSetupStyles } from './project-setup.styles';

/** `<project-setup>`: fires dw-copy. An unknown `variant` is reported by the runtime (its metadata enumerates them). */
export function ProjectSetupElement(props: ElementProps<typeof metadata>) {
  const dispatch = useDispatch();
  return <ProjectSetup {...props} onCopy={(value) => dispatch('dw-copy', { value })} />;
}

export { metadata };
export const projectSetup = defineWidget(metadata, ProjectSetupElement, {
  styles: projectSetupStyles,
  rendersElements: true, // the <api-settings> tags of the last step
  // Its samples render as on the server: coloured, with their features (marked lines, placeholders).
  beforeHydrate: () => Promise.all([loadSampleModule(), loadHighlighter('sql')]),
});
export const define = (tag?: string) => projectSetup.define(tag);
