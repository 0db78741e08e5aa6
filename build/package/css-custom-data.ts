import { getVsCodeCssCustomData } from 'custom-element-vs-code-integration';
import type { WidgetMetadata } from '../../widgets/shared/metadata.ts';
import { customElementsManifest } from './manifest.ts';

/**
 * VS Code's CSS custom data (`css.customData`): every element's custom properties, with their
 * descriptions and defaults, offered in the page's own stylesheets. Written from our Custom Elements
 * Manifest by a maintained generator (a devDependency, run at build time only): we had no such file,
 * and the generator's output loses nothing the manifest holds. The HTML custom data, web-types and
 * the JSX and Vue typings stay ours (see the README's architecture section for why).
 */
export function vscodeCssCustomData(all: readonly WidgetMetadata[], version: string): string {
  const manifest = customElementsManifest(all, version);
  const data = getVsCodeCssCustomData(manifest as Parameters<typeof getVsCodeCssCustomData>[0], { hideLogs: true });
  // Laid out as our other JSON files are.
  return JSON.stringify(JSON.parse(data), null, 2) + '\n';
}
