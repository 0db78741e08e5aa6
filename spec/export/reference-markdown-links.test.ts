// @vitest-environment node
import { decodeHTML } from 'entities/decode';
import { marked } from 'marked';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import { isExportableLink, referenceToMarkdown } from './reference-markdown';
import type { CliSpec } from '../model/spec-types';
import { validateSpec } from '../check/validate-spec';

// The export's link rule, tried as an attacker would: encoded `javascript:` links in every field
// of a spec that holds Markdown, read back by the three kinds of reader a docs site uses: marked,
// micromark (CommonMark) and mdast (remark: Astro, Starlight, Docusaurus). A link they read must
// be http, https, mailto or relative.

/** Targets a spec author could write that decode to a scheme that runs or loads something. */
const hostileTargets = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106;avascript:alert(1)',
  'java&#x73;cript&colon;alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3a;alert(1)',
  'jav&Tab;ascript:alert(1)',
  'jav&NewLine;ascript:alert(1)',
  '&amp;#106;avascript:alert(1)',
  '&amp;amp;#106;avascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  '%26%23106;avascript:alert(1)',
  'javas%09cript:alert(1)',
  '&#x20;javascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript&colon;msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data&colon;text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'blob:https://example.com/uuid',
  'jar:https://example.com/a.jar!/',
  'livescript:alert(1)',
];

/** The same targets as a destination may be written: bare, and in angle brackets. */
const writtenForms = (target: string) => [
  `[go](${target.replace(/[ ()<>]/g, (character) => encodeURIComponent(character))})`,
  // An address with < or > cannot be written in angle brackets: the bare form, with them as written.
  /[<>]/.test(target)
    ? `[go](${target.replace(/[ ()]/g, (character) => encodeURIComponent(character))})`
    : `[go](<${target}>)`,
];

const safeLinks: Array<[string, string]> = [
  ['[a](https://example.com/x?y=1&amp;z=2)', 'https://example.com/x?y=1&z=2'],
  ['[a](<https://example.com/a b>)', 'https://example.com/a%20b'],
  ['[a](mailto:team@example.com)', 'mailto:team@example.com'],
  ['[a](guides/auth)', 'guides/auth'],
  ['[a](/guides/caf&eacute;)', '/guides/caf%C3%A9'],
  ['<https://example.com/auto>', 'https://example.com/auto'],
];

/** A spec with `markdown` in every field that holds Markdown. */
function specWith(markdown: string): CliSpec {
  const { spec } = validateSpec({
    clispec: '001',
    info: { id: 'tool', version: '1.0.0', title: 'Tool', description: markdown },
    flags: [{ id: 'global', name: '--global', description: markdown }],
    commands: [
      {
        id: 'tool-run',
        title: 'tool run',
        summary: 'Runs.',
        description: markdown,
        usage: 'tool run',
        tags: [],
        subcommands: [],
        flags: [
          {
            id: 'flag',
            name: '--flag <value>',
            description: markdown,
            accepted_values: [{ id: 'a', name: 'a', description: markdown }],
          },
        ],
        examples: [{ id: 'ex', name: 'Example', code: 'tool run', description: markdown }],
      },
    ],
  });
  if (!spec) throw new Error('not a spec');
  return spec;
}

/** The fields above that the export writes (accepted values are listed by name only). */
const placements = 5;

/** Every link address each reader makes of `markdown`, decoded as each gives it. */
function linksRead(markdown: string): { marked: string[]; micromark: string[]; mdast: string[] } {
  const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => decodeHTML(match[1]!));
  const viaMarked = hrefs(marked.parse(markdown, { async: false, gfm: true }));
  const viaMicromark = hrefs(micromark(markdown, { allowDangerousHtml: true }));
  const viaMdast: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url !== undefined) viaMdast.push(node.url);
    for (const child of (node.children ?? []) as Array<typeof node>) walk(child);
  };
  walk(fromMarkdown(markdown) as never);
  return { marked: viaMarked, micromark: viaMicromark, mdast: viaMdast };
}

/** A scheme a browser would act on for this address (after it drops tabs and newlines and trims). */
function schemeOf(address: string): string | undefined {
  const cleaned = address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

describe('the Markdown export’s link rule', () => {
  it('refuses every encoded form of an unsafe scheme, and keeps the link text', () => {
    for (const target of hostileTargets) expect(isExportableLink(target), target).toBe(false);

    for (const target of [
      'https://x.example/',
      'mailto:a@b.example',
      '/x',
      'x/y',
      '#anchor',
      '//cdn.example/x',
      '?q=1',
    ])
      expect(isExportableLink(target), target).toBe(true);
  });

  it('writes no link that marked, micromark or mdast read as anything but http, https, mailto or relative', () => {
    let tried = 0;
    let links = 0;
    for (const target of hostileTargets) {
      for (const form of writtenForms(target)) {
        const [page] = referenceToMarkdown(specWith(`Before ${form} after.`));
        const read = linksRead(page!.markdown);
        for (const [reader, addresses] of Object.entries(read)) {
          for (const address of addresses) {
            links += 1;
            expect(['http', 'https', 'mailto', undefined], `${reader} read ${address} from ${form}`).toContain(
              schemeOf(address),
            );
          }
        }
        // The link's text stays, as text.
        expect(page!.markdown.split('Before go after.').length - 1, form).toBe(placements);
        tried += placements;
      }
    }
    // 26 targets, two ways of writing each, five fields: 260 placements, each read by three readers.
    expect(tried).toBe(hostileTargets.length * 2 * placements);
    // The only links left are the reference's own anchors (same page, `#…`).
    expect(links).toBeGreaterThan(0);
  });

  it('keeps safe links as the spec wrote them, as each reader reads them', () => {
    for (const [markdown, expected] of safeLinks) {
      const [page] = referenceToMarkdown(specWith(`See ${markdown}.`));
      const read = linksRead(page!.markdown);
      // Compared as a browser resolves them, since readers differ in what they percent-encode.
      const resolved = (address: string) => new URL(address, 'https://docs.invalid/page/').href;
      for (const [reader, addresses] of Object.entries(read)) {
        expect(addresses.map(resolved), `${reader}: ${markdown}`).toContain(resolved(expected));
      }
    }
  });
});
