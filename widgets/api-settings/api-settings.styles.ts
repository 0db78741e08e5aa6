import css from './api-settings.css?inline';
import { copyButtonStyles } from '../copy-button/embed';

/** Everything the settings' shadow root needs: the copy button's CSS, then its own. */
export const apiSettingsStyles: readonly string[] = [...copyButtonStyles, css];
