import { defineWidget } from '../shared/element';
import { metadata } from './project-setup.meta';
import { ProjectSetupElement } from './project-setup';
import { projectSetupStyles } from './project-setup.styles';

export { metadata };
export const projectSetup = defineWidget(metadata, ProjectSetupElement, { styles: projectSetupStyles });
export const define = (tag?: string) => projectSetup.define(tag);
