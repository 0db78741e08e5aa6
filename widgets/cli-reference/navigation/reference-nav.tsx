import { memo, useEffect, useRef } from 'react';
import type { NavItem, ReferenceModel } from '../../../spec';
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
export function ReferenceNav({ id, model, visible, current, hasGlobalFlags, open = false }: NavProps) {
  const list = useRef<HTMLDivElement>(null);

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
      {model.groups.map((group) => {
        const shown = !visible || group.items.some((item) => visible.has(item.id));
        return (
          <div className="nav-group" key={group.id || '(other)'} hidden={!shown}>
            <p className="nav-group-title">{group.title}</p>
            <NavList items={group.items} model={model} visible={visible} current={current} />
          </div>
        );
      })}
    </div>
  );
}
