import { describe, expect, it } from 'vitest';
import type { MessageBook } from './catalogue';

// Every widget's English, read the way the build sees it (as in i18n.test.tsx).
const bookModules = import.meta.glob<Record<string, MessageBook>>(
  ['../../*/messages.ts', '../../*/*/messages.ts', './runtime-messages.ts'],
  { eager: true },
);
const books = Object.values(bookModules).flatMap((module) =>
  Object.values(module).filter((value) => typeof value === 'object'),
);

describe('the English strings', () => {
  it('end an unfinished phrase with an ellipsis, never three dots ("Loading…")', () => {
    expect(books.length).toBeGreaterThan(10);
    const threeDots = books.flatMap((book) =>
      Object.entries(book.english)
        .filter(([, text]) => text.includes('...'))
        .map(([id, text]) => `${book.namespace}.${id}: ${text}`),
    );
    expect(threeDots).toEqual([]);
  });
});
