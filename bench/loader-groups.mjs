// @ts-check
// What the loader's gzip bytes are spent on: each part of the chunk map the build writes into it
// (loader/chunk-map.ts), and the code. gzip has no bytes of its own per part, so each part's figure
// is what the loader shrinks by without it (its text emptied), and the code's is the loader with
// the whole map emptied; the figures add up to about the whole.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The map's parts, in the order the build writes them (see `encodeChunkMap`). */
const partNames = [
  'version',
  'chunks every tag imports',
  'each tag’s other chunks',
  'static tags, with what makes them interactive',
  'touchable tags, with what makes them load at once',
  'tags drawn from a document, with the attribute naming it',
];

/**
 * The parts of a map with seven, as loaders before 2026-11-29 wrote it: a fifth part listed the
 * attributes each sleeping tag's fingerprint read, which the fingerprint now reads all but a
 * fixed few of (`unreadHostAttribute`).
 */
const partNamesWithAttributes = [
  ...partNames.slice(0, 4),
  'attributes each sleeping tag renders with (its fingerprint)',
  ...partNames.slice(4),
];

/**
 * @param {string} loaderFile dist/loader.js
 * @returns {{ total: number, groups: Array<{ label: string, gzip: number }> }}
 */
export function loaderGroups(loaderFile) {
  const code = readFileSync(loaderFile, 'utf8');
  const gzip = (/** @type {string} */ text) => gzipSync(text, { level: 9 }).length;
  const total = gzip(code);
  const map = code.match(/"[\w-]+;[^"]*"/)?.[0];
  if (!map) return { total, groups: [{ label: 'code', gzip: total }] };
  const parts = map.slice(1, -1).split(';');
  const names = parts.length === partNamesWithAttributes.length ? partNamesWithAttributes : partNames;
  const without = (/** @type {number} */ index) =>
    code.replace(map, `"${parts.map((part, at) => (at === index ? '' : part)).join(';')}"`);
  const groups = parts.map((part, index) => ({
    label: `map: ${names[index] ?? `part ${index}`}`,
    gzip: total - gzip(without(index)),
  }));
  groups.unshift({ label: 'code', gzip: gzip(code.replace(map, '""')) });
  return { total, groups };
}
