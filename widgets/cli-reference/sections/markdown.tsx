import { Fragment, memo, type ReactNode } from 'react';
import { isExternalLink, joinUrl } from '../../shared/page/config';
import { headingLevels, parseMarkdown, parseSummary, type Inline, type MarkdownBlock } from '../../../spec';

export interface MarkdownProps {
  /** Markdown from a spec: untrusted, rendered as React elements only. */
  source: string;
  /**
   * Turns a link target into an address that is safe to follow, or undefined to show the link's
   * text without a link (for `javascript:` and other unsafe schemes).
   */
  resolveLink: (target: string) => string | undefined;
  /**
   * Level of the heading the text sits under: the text's highest heading becomes one level deeper,
   * and no heading skips a level.
   * @default 2
   */
  headingLevel?: number;
  /** Renders a code block (fenced, indented or a box-drawn table); the default is a plain `<pre>`. */
  renderCode?: (code: string, language: string | undefined) => ReactNode;
}

/**
 * Link targets in spec markdown: `#id` stays on the page (mapped through `anchorFor`, so that two
 * references on one page keep their anchors apart), `/dashboard/…` resolves against the dashboard
 * base when one is given (`/dashboard/support/new` is the dashboard's `/support/new`), other
 * relative paths against the docs base, and absolute addresses pass when their scheme is http,
 * https or mailto. Anything else gives undefined.
 */
export function createLinkResolver(
  docsBase: string,
  anchorFor: (id: string) => string = (id) => id,
  dashboardBase?: string,
) {
  return (target: string): string | undefined => {
    const trimmed = target.trim();
    if (trimmed.startsWith('#'))
      return trimmed.length > 1 ? `#${anchorFor(decodeFragment(trimmed.slice(1)))}` : undefined;
    const dashboardPath = /^\/dashboard(\/.*)$/.exec(trimmed)?.[1];
    if (dashboardBase !== undefined && dashboardPath !== undefined) return joinUrl(dashboardBase, dashboardPath);
    return joinUrl(docsBase, trimmed);
  };
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

type Context = Required<Omit<MarkdownProps, 'source' | 'headingLevel'>> & {
  /** The level each heading is shown at. */
  levels: Map<MarkdownBlock, number>;
};

function PlainCode({ code }: { code: string }) {
  return (
    <pre className="md-code" tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
}

const plainCode = (code: string) => <PlainCode code={code} />;

/** Markdown rendered as React elements, never as HTML: raw HTML in the source stays visible text. */
export const Markdown = memo(function Markdown({
  source,
  resolveLink,
  headingLevel = 2,
  renderCode = plainCode,
}: MarkdownProps) {
  return <>{renderMarkdown(source, resolveLink, renderCode, headingLevel)}</>;
});

/**
 * What `Markdown` renders, as a plain call: a reference renders hundreds of descriptions, and a
 * component with its memo and hooks for each one is work without a use (the section around them is
 * memoised already, and parsed texts are cached by `parseMarkdown`).
 */
export function renderMarkdown(
  source: string,
  resolveLink: MarkdownProps['resolveLink'],
  renderCode: NonNullable<MarkdownProps['renderCode']>,
  headingLevel: number,
): ReactNode {
  const blocks = parseMarkdown(source);
  const levels = headingLevels(blocks, headingLevel);
  return renderBlocks(blocks, { resolveLink, levels, renderCode }, false);
}

/** A one-line text from a spec (a command's summary) with its inline Markdown: code, emphasis, links. */
export function renderSummary(source: string, resolveLink: MarkdownProps['resolveLink']): ReactNode[] {
  return renderInlines(parseSummary(source), { resolveLink, levels: new Map(), renderCode: plainCode }, false);
}

// Plain functions rather than components: a description is rendered once, and a component per
// paragraph and list item would add hundreds of fibers to a reference.
function renderBlocks(blocks: MarkdownBlock[], context: Context, tight: boolean): ReactNode[] {
  return blocks.map((block, index) => renderBlock(block, index, context, tight));
}

function renderBlock(block: MarkdownBlock, key: number, context: Context, tight: boolean): ReactNode {
  switch (block.type) {
    case 'heading': {
      const level = context.levels.get(block) ?? 6;
      const Heading = `h${level}` as 'h3';
      return (
        <Heading key={key} className="md-heading">
          {renderInlines(block.content, context, false)}
        </Heading>
      );
    }
    case 'paragraph':
      return tight ? (
        <Fragment key={key}>{renderInlines(block.content, context, false)}</Fragment>
      ) : (
        <p key={key}>{renderInlines(block.content, context, false)}</p>
      );
    case 'code':
      return (
        <div key={key} className="md-code-block">
          {context.renderCode(block.code, block.language)}
        </div>
      );
    case 'quote':
      return <blockquote key={key}>{renderBlocks(block.children, context, false)}</blockquote>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderBlocks(item, context, block.tight)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'table':
      return (
        <div key={key} className="md-table" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {block.head.map((cell, column) => (
                  <th key={column} className={block.align[column] && `align-${block.align[column]}`}>
                    {renderInlines(cell, context, false)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, column) => (
                    <td key={column} className={block.align[column] && `align-${block.align[column]}`}>
                      {renderInlines(cell, context, false)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr key={key} />;
  }
}

/** Inline code up to this many characters is kept on one line (about a fifth of a phone's width in mono). */
const SHORT_INLINE_CODE = 24;

function renderInlines(content: Inline[], context: Context, insideLink: boolean): ReactNode[] {
  return content.map((inline, index) => renderInline(inline, index, context, insideLink));
}

function renderInline(inline: Inline, key: number, context: Context, insideLink: boolean): ReactNode {
  switch (inline.type) {
    case 'text':
      return inline.text;
    case 'code':
      // A flag or a file name reads as one word: it never breaks at its hyphens or slashes. Longer
      // code may wrap, so that it cannot push a phone's page sideways.
      return (
        <code key={key} className={inline.text.length <= SHORT_INLINE_CODE ? 'md-nowrap' : 'md-wrap'}>
          {inline.text}
        </code>
      );
    case 'break':
      return <br key={key} />;
    case 'emphasis':
    case 'strong':
    case 'strike': {
      const Tag = inline.type === 'emphasis' ? 'em' : inline.type === 'strong' ? 'strong' : 's';
      return <Tag key={key}>{renderInlines(inline.children, context, insideLink)}</Tag>;
    }
    case 'link': {
      const children = renderInlines(inline.children, context, true);
      const href = insideLink ? undefined : context.resolveLink(inline.href);
      if (href === undefined) return <span key={key}>{children}</span>;
      // Judged as every widget link is, so the prerendered reference marks the same links as the live one.
      const external = isExternalLink(href);
      return (
        <a key={key} href={href} rel={external ? 'noopener noreferrer' : undefined}>
          {children}
        </a>
      );
    }
  }
}
