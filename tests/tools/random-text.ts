/**
 * Strings of up to 24 characters drawn from `alphabet`, from a seeded generator so that a failure
 * repeats. Tests that replaced a regular expression with a scan compare the two on these.
 */
export function randomStrings(alphabet: string, count: number, seed = 39): string[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: Math.floor(next() * 24) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  );
}
