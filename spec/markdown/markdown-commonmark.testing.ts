import { parseMarkdown, type Inline, type MarkdownBlock } from './markdown-parse';

// Writes what `parseMarkdown` reads as CommonMark's reference HTML, so that the parser can be
// checked against the CommonMark spec examples (markdown-parse.test.ts, bench/markdown.mjs). Only
// for tests and the bench: the widget itself renders React elements, never HTML.

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** As CommonMark's renderers write a link target: percent-encoded, existing escapes kept. */
function encodeHref(href: string): string {
  return href.replace(/%(?![0-9a-fA-F]{2})|[^\w\-.~:/?#@!$&'()*+,;=%]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD';
    }
  });
}

function inlineHtml(items: readonly Inline[]): string {
  return items
    .map((item) => {
      switch (item.type) {
        case 'text':
          return escape(item.text);
        case 'code':
          return `<code>${escape(item.text)}</code>`;
        case 'emphasis':
          return `<em>${inlineHtml(item.children)}</em>`;
        case 'strong':
          return `<strong>${inlineHtml(item.children)}</strong>`;
        case 'strike':
          return `<del>${inlineHtml(item.children)}</del>`;
        case 'link':
          return `<a href="${escape(encodeHref(item.href))}">${inlineHtml(item.children)}</a>`;
        case 'break':
          return '<br />\n';
      }
    })
    .join('');
}

function blockHtml(block: MarkdownBlock, tight: boolean): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}>${inlineHtml(block.content)}</h${block.level}>\n`;
    case 'paragraph':
      return tight ? `${inlineHtml(block.content)}\n` : `<p>${inlineHtml(block.content)}</p>\n`;
    case 'code': {
      const language = block.language ? ` class="language-${escape(block.language)}"` : '';
      return `<pre><code${language}>${escape(block.code === '' ? '' : `${block.code}\n`)}</code></pre>\n`;
    }
    case 'quote':
      return `<blockquote>\n${blocksHtml(block.children, false)}</blockquote>\n`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
      const items = block.items.map((item) => `<li>${blocksHtml(item, block.tight)}</li>\n`).join('');
      return `<${tag}${start}>\n${items}</${tag}>\n`;
    }
    case 'rule':
      return '<hr />\n';
    case 'table':
      return ''; // GitHub's extension; no CommonMark example has one
  }
}

function blocksHtml(blocks: readonly MarkdownBlock[], tight: boolean): string {
  return blocks.map((block) => blockHtml(block, tight)).join('');
}

/** `source` as `parseMarkdown` reads it, written as CommonMark HTML. */
export function markdownToHtml(source: string): string {
  return blocksHtml(parseMarkdown(source), false);
}

/**
 * HTML with the differences that do not matter removed, on both sides of a comparison (as the
 * CommonMark test runner's own normaliser does): line breaks and spaces next to tags, and a
 * self-closing slash.
 */
export function normalizeHtml(html: string): string {
  return (
    html
      // A run of blanks with a line break in it goes when a tag is on either side of it.
      .replace(/\s+/g, (run: string, at: number, whole: string) =>
        run.includes('\n') && (whole[at + run.length] === '<' || whole[at - 1] === '>') ? '' : run,
      )
      .replace(/\s*\/>/g, '>')
      .trim()
  );
}

interface SpecExample {
  markdown: string;
  html: string;
  section: string;
  number: number;
}

/** The spec's examples as its own runner reads them: `→` stands for a tab. */
export function specExamples<T extends SpecExample>(examples: readonly T[]): T[] {
  return examples.map((example) => ({
    ...example,
    markdown: example.markdown.replace(/→/g, '\t'),
    html: example.html.replace(/→/g, '\t'),
  }));
}

/** The sections of the CommonMark spec whose constructs the parser claims to read. */
export const CLAIMED_SECTIONS = [
  'Thematic breaks',
  'ATX headings',
  'Setext headings',
  'Indented code blocks',
  'Fenced code blocks',
  'Paragraphs',
  'Block quotes',
  'List items',
  'Lists',
  'Code spans',
  'Emphasis and strong emphasis',
  'Links',
] as const;
