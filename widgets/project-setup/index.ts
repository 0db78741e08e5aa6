// The public face of <project-setup>: what other widgets and the package entries may import.
export { define, metadata } from './project-setup.element';
export { default as guideStepsCss } from './guide-steps.css?inline';
