import css from './auth-providers.css?inline';

/** The provider grid's own CSS; embedders also adopt the Card and CardGrid styles. */
export const authProvidersStyles = css;
