import css from './auth-providers.css?inline';
import { iconCardStyles } from '../icon-card/embed';

/** Everything the provider grid's shadow root needs: the Card's CSS, then its own. */
export const authProvidersStyles: readonly string[] = [...iconCardStyles, css];
