import css from './auth-providers.css?inline';
import { iconCardStyles } from '../icon-card/embed';
import { catalogueMarkCss } from './mark-colours';

/** Everything the provider grid's shadow root needs: the Card's CSS, then its own, then the catalogue's brand colours. */
export const authProvidersStyles: readonly string[] = [...iconCardStyles, css, catalogueMarkCss()];
