import { Fragment, memo } from 'react';
import { searchCopySlot } from '../../shared/prerendered';
import type { CommandEntry } from '../../../spec';
import { CommandSection } from './command-section';
import type { SectionContext } from './section-context';

/** Sections per memoised block (see `sectionBlocks`). */
export const BLOCK_SIZE = 100;

/**
 * The sections in blocks of BLOCK_SIZE, each one memoised component: adding sections re-renders
 * the last block only, not every section shown so far (which, over thousands of commands added a
 * step at a time, would grow with the square of their number).
 */
export function sectionBlocks(entries: readonly CommandEntry[]): (readonly CommandEntry[])[] {
  const blocks: CommandEntry[][] = [];
  for (let start = 0; start < entries.length; start += BLOCK_SIZE)
    blocks.push(entries.slice(start, start + BLOCK_SIZE));
  return blocks;
}

/** One block of sections (see `sectionBlocks`). */
export const SectionBlock = memo(function SectionBlock({
  entries,
  matches,
  context,
}: {
  entries: readonly CommandEntry[];
  matches: ReadonlySet<string> | undefined;
  context: SectionContext;
}) {
  return entries.map((entry) => (
    <Fragment key={entry.command.id}>
      {/* Where a prerendered page's light-DOM copy of the section sits (see searchCopySlot). */}
      <slot name={searchCopySlot(entry.anchor)} />
      <CommandSection entry={entry} hidden={matches ? !matches.has(entry.command.id) : false} context={context} />
    </Fragment>
  ));
});
