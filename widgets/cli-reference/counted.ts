const englishPlurals = new Intl.PluralRules('en');

/**
 * A count with the words that agree with it: `1 problem`, `2 problems`. English only for now, like
 * every string of the element; the words come in both forms so a catalogue can replace them.
 */
export function counted(count: number, words: { one: string; other: string }): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? words.one : words.other}`;
}
