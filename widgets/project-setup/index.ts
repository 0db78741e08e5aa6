// The public face of <project-setup>: what other widgets and the package entries may import.
export { define, metadata, projectSetup } from './project-setup.element';
