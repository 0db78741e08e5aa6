// The public face of <api-settings>: what other widgets and the package entries may import.
export { define, metadata, apiSettings } from './api-settings.element';
export * from './embed';
