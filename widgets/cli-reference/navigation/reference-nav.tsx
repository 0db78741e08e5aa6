import { memo, startTransition, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { NavGroup, NavItem, ReferenceModel } from '../../../spec';
import { inlineText, parseSummary } from '../../../spec';

interface NavProps {
  /** Id of the scrolling list, for the toggle's `aria-controls`. */
  id: string;
  model: ReferenceModel;
  /** Items to show while filtering (matches and their parents); undefined shows all. */
  visible: Set<string> | undefined;
  /** Anchor of the section being read. */
  current: string | undefined;
  hasGlobalFlags: boolean;
  /** Whether the folded list (narrow layout) is open; opening it shows the current link. */
  open?: boolean;
  /**
   * Renders the links in steps of `LINKS_PER_STEP`, each in a transition, and lets the browser
   * skip laying out the groups out of view (`content-visibility: auto`): a list of thousands of
   * commands then costs the page no long task. Not for markup the server rendered, which is taken
   * over as it is.
   * @default false
   */
  inSteps?: boolean;
}

/**
 * Links rendered in one step: a few milliseconds to render, add and lay out. The first step is
 * the first screen and more.
 */
export const LINKS_PER_STEP = 400;

/** The links an item adds to the list: its own and its subcommands'. */
function linkCount(item: NavItem): number {
  let count = 0;
  const stack = [item];
  for (let next = stack.pop(); next; next = stack.pop()) {
    count += 1;
    stack.push(...next.children);
  }
  return count;
}

/** How many links each group's top-level items add, counted once for a model. */
function linkCounts(groups: readonly NavGroup[]): number[][] {
  return groups.map((group) => group.items.map(linkCount));
}

/** How many of each group's top-level items the first `links` links hold (an item whole, with its subcommands). */
function itemsShown(counts: readonly (readonly number[])[], links: number): number[] {
  let left = links;
  return counts.map((group) => {
    let shown = 0;
    while (shown < group.length && left > 0) {
      left -= group[shown]!;
      shown += 1;
    }
    return shown;
  });
}

const NavList = memo(function NavList({
  items,
  model,
  visible,
  current,
}: {
  items: NavItem[];
  model: ReferenceModel;
  visible: Set<string> | undefined;
  current: string | undefined;
}) {
  return (
    <ul>
      {items.map((item) => {
        const entry = model.byId.get(item.id)!;
        const isCurrent = entry.anchor === current;
        return (
          <li key={item.id} hidden={visible ? !visible.has(item.id) : undefined}>
            <a
              href={`#${encodeURIComponent(entry.anchor)}`}
              aria-current={isCurrent ? 'location' : undefined}
              title={entry.command.summary ? inlineText(parseSummary(entry.command.summary)) : undefined}
            >
              {entry.label}
            </a>
            {item.children.length > 0 ? (
              <NavList items={item.children} model={model} visible={visible} current={current} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
});

/** The command tree by tag group; the link of the section being read is marked `aria-current`. */
export function ReferenceNav({ id, model, visible, current, hasGlobalFlags, open = false, inSteps = false }: NavProps) {
  const list = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState({ model, links: LINKS_PER_STEP });
  const links = !inSteps ? Infinity : step.model === model ? step.links : LINKS_PER_STEP;
  const counts = useMemo(() => (inSteps ? linkCounts(model.groups) : undefined), [inSteps, model]);
  const shown = useMemo(() => (counts ? itemsShown(counts, links) : undefined), [counts, links]);
  const complete = !shown || shown.every((count, index) => count >= model.groups[index]!.items.length);
  useEffect(() => {
    if (complete) return;
    startTransition(() => setStep({ model, links: links + LINKS_PER_STEP }));
  }, [complete, model, links]);

  // Keep the current link in view inside the navigation's own scroll box, without moving the page.
  useEffect(() => {
    const box = list.current;
    const link = box?.querySelector<HTMLElement>('[aria-current="location"]');
    if (!box || !link || box.scrollHeight <= box.clientHeight) return;
    const linkTop = link.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (linkTop < box.scrollTop || linkTop + link.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, linkTop - box.clientHeight / 3);
    }
  }, [current, open]);

  return (
    <div className="nav-scroll" id={id} ref={list}>
      {hasGlobalFlags ? (
        <ul className="nav-extra">
          <li>
            <a
              href={`#${encodeURIComponent(model.globalFlagsAnchor)}`}
              aria-current={current === model.globalFlagsAnchor ? 'location' : undefined}
            >
              Global flags
            </a>
          </li>
        </ul>
      ) : null}
      {model.groups.map((group, index) => {
        const matched = !visible || group.items.some((item) => visible.has(item.id));
        const count = shown?.[index] ?? group.items.length;
        if (count === 0 && shown) return null;
        const items = count < group.items.length ? group.items.slice(0, count) : group.items;
        return (
          <div
            className="nav-group"
            key={group.id || '(other)'}
            hidden={!matched}
            // Its height while the browser skips it: as many lines as it has links.
            data-estimated={inSteps ? '' : undefined}
            style={
              counts
                ? ({
                    '--nav-links': counts[index]!.slice(0, count).reduce((sum, links) => sum + links, 0),
                  } as CSSProperties)
                : undefined
            }
          >
            <p className="nav-group-title">{group.title}</p>
            <NavList items={items} model={model} visible={visible} current={current} />
          </div>
        );
      })}
    </div>
  );
}
