import { defineAll } from './index';

/** `docs-widgets/all`: defines every element under its standard tag as it is imported. */
export { define, defineAll, widgetNames } from './index';

defineAll();
