import { defineWidget } from '../shared/element';
import { metadata } from './project-setup.meta';
import { ProjectSetupElement } from './project-setup';
import { projectSetupStyles } from './project-setup.styles';

export { metadata };
export const projectSetup = defineWidget(metadata, ProjectSetupElement, {
  styles: projectSetupStyles,
  rendersElements: true, // the <api-settings> tags of the last step
});
export const define = (tag?: string) => projectSetup.define(tag);
