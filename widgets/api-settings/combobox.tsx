import { autoUpdate, flip, offset, shift, size, useDismiss, useFloating, useInteractions } from '@floating-ui/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  defaultRowHeights,
  listRows,
  rowAt,
  rowOffsets,
  type ComboboxOption,
  type Row,
  type RowHeights,
} from './combobox-rows';
import { useMessages } from '../shared/i18n';
import { apiSettingsMessages } from './messages';
import { matchesSearch } from './selection';

export type { ComboboxOption } from './combobox-rows';

export interface ComboboxProps {
  /** Visible label, e.g. "Project". */
  label: string;
  /** What is being picked, for the texts ("Search project…", "No project found"). */
  noun: 'project' | 'branch';
  options: readonly ComboboxOption[];
  value: string | undefined;
  onChange(value: string): void;
  /** `loading` and `disabled` both disable the trigger; `loading` also says "Loading…". */
  status: 'ready' | 'loading' | 'disabled';
}

/** Options taller than this many rows scroll (see `.options` in the CSS). */
export const visibleOptionRows = 10;

/**
 * Above this many matching options the list renders only the rows in view (and a margin), so a
 * reader with thousands of projects does not wait for thousands of rows to be built.
 */
export const virtualizeAbove = 200;
/** Rows rendered above and below the visible ones while the list is virtual. */
const overscanRows = 8;

/**
 * A button that opens a searchable list: the search field is a WAI-ARIA combobox that controls
 * the listbox through `aria-activedescendant`, so focus stays in the field while the arrow keys
 * move through the options. Positioned by Floating UI inside the shadow root (no portal), with
 * `position: fixed` so scrolling containers do not clip it, flipping above the button near the
 * bottom of the viewport.
 */
export function Combobox({ label, noun, options, value, onChange, status }: ComboboxProps) {
  const t = useMessages(apiSettingsMessages);
  const id = useId();
  const labelId = `${id}-label`;
  const triggerId = `${id}-trigger`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [rowHeights, setRowHeights] = useState<RowHeights>(defaultRowHeights);
  const [viewportHeight, setViewportHeight] = useState(visibleOptionRows * defaultRowHeights.option);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listboxRef = useRef<HTMLDivElement | null>(null);
  const optionRefs = useRef<Array<HTMLElement | null>>([]);

  const disabled = status !== 'ready' || options.length === 0;
  const selected = options.find((option) => option.value === value);
  const visible = useMemo(
    () => options.filter((option) => matchesSearch(search, option.label, option.group ?? '')),
    [options, search],
  );
  const virtual = visible.length > virtualizeAbove;
  const { rows, rowOfOption } = useMemo(() => listRows(visible), [visible]);
  const offsets = useMemo(() => (virtual ? rowOffsets(rows, rowHeights) : []), [virtual, rows, rowHeights]);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, rects, elements }) {
          elements.floating.style.setProperty('--available-height', `${Math.max(160, Math.floor(availableHeight))}px`);
          elements.floating.style.setProperty('--trigger-width', `${Math.round(rects.reference.width)}px`);
        },
      }),
    ],
  });
  const dismiss = useDismiss(context, { escapeKey: false });
  const { getReferenceProps, getFloatingProps } = useInteractions([dismiss]);

  useEffect(() => {
    if (disabled && open) setOpen(false);
  }, [disabled, open]);

  useLayoutEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || activeIndex === null || virtual) return;
    optionRefs.current[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, virtual]);

  // A virtual list scrolls by state (so the active option is always among the rendered rows);
  // the element follows it, and its real row and viewport heights replace the estimates.
  useLayoutEffect(() => {
    const listbox = listboxRef.current;
    if (!open || !virtual || !listbox) return;
    if (Math.abs(listbox.scrollTop - scrollTop) > 1) listbox.scrollTop = scrollTop;
    if (listbox.clientHeight > 0 && listbox.clientHeight !== viewportHeight) setViewportHeight(listbox.clientHeight);
    const option = listbox.querySelector('.option')?.getBoundingClientRect().height ?? 0;
    const heading = listbox.querySelector('.group-heading:not([hidden])')?.getBoundingClientRect().height ?? 0;
    if ((option > 0 && option !== rowHeights.option) || (heading > 0 && heading !== rowHeights.heading)) {
      setRowHeights({ option: option || rowHeights.option, heading: heading || rowHeights.heading });
    }
  }, [open, virtual, scrollTop, viewportHeight, rowHeights, visible]);

  /** The scroll position that shows option `index` (with its group heading when it is the first). */
  function scrollFor(index: number, from: number, offsetsNow = offsets, rowsNow = rows, rowOfOptionNow = rowOfOption) {
    const row = rowOfOptionNow[index];
    if (row === undefined) return from;
    const top = offsetsNow[rowsNow[row - 1]?.kind === 'heading' ? row - 1 : row] ?? 0;
    const bottom = offsetsNow[row + 1] ?? 0;
    if (top < from) return top;
    if (bottom > from + viewportHeight) return bottom - viewportHeight;
    return from;
  }

  function openList(initialSearch = '') {
    if (disabled) return;
    const matching = options.filter((option) => matchesSearch(initialSearch, option.label, option.group ?? ''));
    const current = matching.findIndex((option) => option.value === value);
    const active = matching.length === 0 ? null : Math.max(0, current);
    setSearch(initialSearch);
    setActiveIndex(active);
    if (matching.length > virtualizeAbove && active !== null) {
      const list = listRows(matching);
      setScrollTop(scrollFor(active, 0, rowOffsets(list.rows, rowHeights), list.rows, list.rowOfOption));
    } else {
      setScrollTop(0);
    }
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(option: ComboboxOption) {
    close(true);
    if (option.value !== value) onChange(option.value);
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      openList(event.key);
    }
  }

  function move(to: number) {
    if (visible.length === 0) return;
    const next = Math.min(visible.length - 1, Math.max(0, to));
    setActiveIndex(next);
    if (virtual) setScrollTop(scrollFor(next, scrollTop));
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const current = activeIndex ?? -1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) return;
        move(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close(true);
        else move(current - 1);
        return;
      case 'PageDown':
        event.preventDefault();
        move(current + visibleOptionRows);
        return;
      case 'PageUp':
        event.preventDefault();
        move(current - visibleOptionRows);
        return;
      case 'Home':
      case 'End':
        // With text in the field these move the caret; with none (or with Ctrl) the list's ends.
        if (search !== '' && !event.ctrlKey && !event.metaKey) return;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : visible.length - 1);
        return;
      case 'Enter': {
        event.preventDefault();
        const option = activeIndex === null ? undefined : visible[activeIndex];
        if (option) choose(option);
        return;
      }
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
    }
  }

  optionRefs.current.length = visible.length;
  // The rows to render: all of them, or those in view and a margin when the list is virtual.
  let firstRow = 0;
  let lastRow = rows.length - 1;
  if (virtual) {
    firstRow = Math.max(0, rowAt(offsets, scrollTop) - overscanRows);
    lastRow = Math.min(rows.length - 1, rowAt(offsets, scrollTop + viewportHeight) + overscanRows);
  }
  function renderOption({ option, index }: { option: ComboboxOption; index: number }) {
    return (
      <div
        key={option.value}
        ref={(element) => {
          optionRefs.current[index] = element;
        }}
        id={optionId(index)}
        className="option"
        role="option"
        aria-selected={option.value === value}
        aria-setsize={visible.length}
        aria-posinset={index + 1}
        data-active={index === activeIndex ? '' : undefined}
        onMouseMove={() => {
          if (activeIndex !== index) setActiveIndex(index);
        }}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(option)}
      >
        <svg className="check" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
        <span className="option-label">{option.label}</span>
        {option.badge ? <span className="badge">{option.badge}</span> : null}
      </div>
    );
  }

  /**
   * Rows as the listbox's children: each run of one organization's options in a `group` labelled
   * by its heading. When the heading has scrolled out of a virtual list, it stays in the DOM,
   * hidden, so the group keeps its name.
   */
  function renderRows(shown: readonly Row[]) {
    const children: ReactNode[] = [];
    let segment:
      { groupIndex: number; heading: string | undefined; headingShown: boolean; items: ReactNode[] } | undefined;
    const flush = () => {
      if (!segment) return;
      if (segment.heading === undefined) children.push(...segment.items);
      else {
        const headingId = `${id}-group-${segment.groupIndex}`;
        children.push(
          <div key={`group-${segment.groupIndex}`} role="group" aria-labelledby={headingId}>
            <div className="group-heading" id={headingId} hidden={!segment.headingShown}>
              {segment.heading}
            </div>
            {segment.items}
          </div>,
        );
      }
      segment = undefined;
    };
    for (const row of shown) {
      if (row.kind === 'heading') {
        flush();
        segment = { groupIndex: row.groupIndex, heading: row.heading, headingShown: true, items: [] };
        continue;
      }
      if (!segment || segment.groupIndex !== row.groupIndex) {
        flush();
        segment = { groupIndex: row.groupIndex, heading: row.option.group, headingShown: false, items: [] };
      }
      segment.items.push(renderOption(row));
    }
    flush();
    return children;
  }

  const activeOption = activeIndex === null ? undefined : visible[activeIndex];
  const triggerText =
    status === 'loading'
      ? t('loading')
      : (selected?.label ??
        (status === 'ready' && options.length === 0 ? t('picker-none', { noun }) : t('picker-choose', { noun })));

  return (
    <div className="combobox">
      <span className="label" id={labelId}>
        {label}
      </span>
      <button
        type="button"
        id={triggerId}
        className="trigger"
        part="picker"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${triggerId}`}
        data-placeholder={selected && status !== 'loading' ? undefined : ''}
        ref={(element) => {
          triggerRef.current = element;
          refs.setReference(element);
        }}
        {...getReferenceProps({
          onClick: () => (open ? close(false) : openList()),
          onKeyDown: onTriggerKeyDown,
        })}
      >
        <span className="trigger-text">
          {selected?.group && status !== 'loading' ? <span className="group-name">{selected.group} / </span> : null}
          {triggerText}
        </span>
        {selected?.badge && status !== 'loading' ? <span className="badge">{selected.badge}</span> : null}
        <svg className="chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <div
          className="popup"
          part="picker-popup"
          ref={refs.setFloating}
          style={floatingStyles}
          {...getFloatingProps({
            onBlur: (event) => {
              const next = event.relatedTarget as Node | null;
              if (next && (event.currentTarget.contains(next) || triggerRef.current === next)) return;
              close(false);
            },
          })}
        >
          <input
            ref={inputRef}
            className="search"
            type="text"
            role="combobox"
            aria-label={t('picker-search', { noun })}
            aria-autocomplete="list"
            aria-expanded={visible.length > 0}
            aria-controls={visible.length > 0 ? listboxId : undefined}
            aria-activedescendant={activeOption ? optionId(activeIndex!) : undefined}
            placeholder={t('picker-search-placeholder', { noun })}
            autoComplete="off"
            spellCheck={false}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              const matches = options.some((option) =>
                matchesSearch(event.target.value, option.label, option.group ?? ''),
              );
              setActiveIndex(matches ? 0 : null);
              setScrollTop(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          {visible.length > 0 ? (
            <div
              ref={listboxRef}
              className="options"
              role="listbox"
              id={listboxId}
              aria-label={t('picker-choices', { noun })}
              data-scrolls={visible.length > visibleOptionRows ? '' : undefined}
              data-virtual={virtual ? '' : undefined}
              // Chrome makes scrolling boxes tabbable; focus belongs in the search field.
              tabIndex={-1}
              onFocus={() => inputRef.current?.focus()}
              onScroll={virtual ? (event) => setScrollTop(event.currentTarget.scrollTop) : undefined}
            >
              {virtual ? <div className="spacer" role="presentation" style={{ height: offsets[firstRow] }} /> : null}
              {renderRows(rows.slice(firstRow, lastRow + 1))}
              {virtual ? (
                <div
                  className="spacer"
                  role="presentation"
                  style={{ height: (offsets[rows.length] ?? 0) - (offsets[lastRow + 1] ?? 0) }}
                />
              ) : null}
            </div>
          ) : null}
          <div className="empty" role="status">
            {visible.length === 0 ? t('picker-none', { noun }) : ''}
          </div>
        </div>
      ) : null}
    </div>
  );
}
