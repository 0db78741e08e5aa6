/** What a spec's bytes were read as, or the encoding that cannot be read. */
export type DecodedSpec =
  | { text: string; encoding: 'utf-8' | 'utf-16le' | 'utf-16be' }
  | { text: undefined; encoding: 'utf-32le' | 'utf-32be' };

/** Bytes looked at to recognise UTF-16 without a byte order mark. */
const SAMPLE = 4096;

/**
 * Turns a spec's bytes into text. Editors on Windows save UTF-16 (with or without a byte order
 * mark), which read as UTF-8 shows a NUL between every two letters; the YAML reader then refuses it
 * with "Null byte is not allowed", which helps nobody. So the byte order mark decides, else the
 * pattern of NUL bytes in the first few kilobytes (ASCII in UTF-16 has one in every pair, on the
 * same side), else UTF-8. UTF-32, which browsers cannot decode, is named rather than read.
 */
export function decodeSpecBytes(buffer: ArrayBuffer | Uint8Array): DecodedSpec {
  const bytes = buffer instanceof Uint8Array ? buffer : new Uint8Array(buffer);
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return { text: undefined, encoding: 'utf-32le' };
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return { text: undefined, encoding: 'utf-32be' };
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { text: decode('utf-8', bytes.subarray(3)), encoding: 'utf-8' };
  if (b0 === 0xff && b1 === 0xfe) return { text: decode('utf-16le', bytes.subarray(2)), encoding: 'utf-16le' };
  if (b0 === 0xfe && b1 === 0xff) return { text: decode('utf-16be', bytes.subarray(2)), encoding: 'utf-16be' };

  const sample = Math.min(bytes.length - (bytes.length % 2), SAMPLE);
  let evenNuls = 0;
  let oddNuls = 0;
  for (let index = 0; index < sample; index += 2) {
    if (bytes[index] === 0) evenNuls += 1;
    if (bytes[index + 1] === 0) oddNuls += 1;
  }
  const pairs = sample / 2;
  // Mostly ASCII in UTF-16: a NUL in at least a third of the pairs, always on the same side.
  if (pairs > 0 && bytes.length % 2 === 0) {
    if (oddNuls * 3 >= pairs && evenNuls === 0) return { text: decode('utf-16le', bytes), encoding: 'utf-16le' };
    if (evenNuls * 3 >= pairs && oddNuls === 0) return { text: decode('utf-16be', bytes), encoding: 'utf-16be' };
  }
  return { text: decode('utf-8', bytes), encoding: 'utf-8' };
}

function decode(encoding: 'utf-8' | 'utf-16le' | 'utf-16be', bytes: Uint8Array): string {
  // Not fatal: a stray invalid byte shows as U+FFFD, as `Response.text()` does.
  return new TextDecoder(encoding, { ignoreBOM: true }).decode(bytes);
}
