import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { matchesSearch } from './selection';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Heading of the group the option is listed under (the organization of a project). */
  group?: string;
  /** A short tag shown after the label, e.g. "Production". */
  badge?: string;
}

export interface ComboboxProps {
  /** Visible label, e.g. "Project". */
  label: string;
  /** What is being picked, lower case, for the texts: "Search project...", "No project found". */
  noun: string;
  options: readonly ComboboxOption[];
  value: string | undefined;
  onChange(value: string): void;
  /** `loading` and `disabled` both disable the trigger; `loading` also says "Loading...". */
  status: 'ready' | 'loading' | 'disabled';
}

/** Options taller than this many rows scroll (see `.options` in the CSS). */
export const visibleOptionRows = 10;

interface Group {
  heading: string | undefined;
  entries: Array<{ option: ComboboxOption; index: number }>;
}

function groupOptions(options: readonly ComboboxOption[]): Group[] {
  const groups: Group[] = [];
  options.forEach((option, index) => {
    const last = groups.at(-1);
    if (last && last.heading === option.group) last.entries.push({ option, index });
    else groups.push({ heading: option.group, entries: [{ option, index }] });
  });
  return groups;
}

/**
 * A button that opens a searchable list: the search field is a WAI-ARIA combobox that controls
 * the listbox through `aria-activedescendant`, so focus stays in the field while the arrow keys
 * move through the options. Positioned by Floating UI inside the shadow root (no portal), with
 * `position: fixed` so scrolling containers do not clip it, flipping above the button near the
 * bottom of the viewport.
 */
export function Combobox({ label, noun, options, value, onChange, status }: ComboboxProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const triggerId = `${id}-trigger`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const optionRefs = useRef<Array<HTMLElement | null>>([]);

  const disabled = status !== 'ready' || options.length === 0;
  const selected = options.find((option) => option.value === value);
  const visible = useMemo(
    () => options.filter((option) => matchesSearch(search, option.label, option.group ?? '')),
    [options, search],
  );

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
    if (!open || activeIndex === null) return;
    optionRefs.current[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  function openList(initialSearch = '') {
    if (disabled) return;
    const matching = options.filter((option) => matchesSearch(initialSearch, option.label, option.group ?? ''));
    const current = matching.findIndex((option) => option.value === value);
    setSearch(initialSearch);
    setActiveIndex(matching.length === 0 ? null : Math.max(0, current));
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
    setActiveIndex(Math.min(visible.length - 1, Math.max(0, to)));
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

  const groups = groupOptions(visible);
  optionRefs.current.length = visible.length;
  const activeOption = activeIndex === null ? undefined : visible[activeIndex];
  const triggerText =
    status === 'loading'
      ? 'Loading...'
      : (selected?.label ?? (status === 'ready' && options.length === 0 ? `No ${noun} found` : `Select a ${noun}...`));

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
            aria-label={`Search ${noun}`}
            aria-autocomplete="list"
            aria-expanded={visible.length > 0}
            aria-controls={visible.length > 0 ? listboxId : undefined}
            aria-activedescendant={activeOption ? optionId(activeIndex!) : undefined}
            placeholder={`Search ${noun}...`}
            autoComplete="off"
            spellCheck={false}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              const matches = options.some((option) =>
                matchesSearch(event.target.value, option.label, option.group ?? ''),
              );
              setActiveIndex(matches ? 0 : null);
            }}
            onKeyDown={onSearchKeyDown}
          />
          {visible.length > 0 ? (
            <div
              className="options"
              role="listbox"
              id={listboxId}
              aria-label={`${label} choices`}
              data-scrolls={visible.length > visibleOptionRows ? '' : undefined}
              // Chrome makes scrolling boxes tabbable; focus belongs in the search field.
              tabIndex={-1}
              onFocus={() => inputRef.current?.focus()}
            >
              {groups.map((group, groupIndex) => {
                const items = group.entries.map(({ option, index }) => (
                  <div
                    key={option.value}
                    ref={(element) => {
                      optionRefs.current[index] = element;
                    }}
                    id={optionId(index)}
                    className="option"
                    role="option"
                    aria-selected={option.value === value}
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
                ));
                if (group.heading === undefined) return items;
                const headingId = `${id}-group-${groupIndex}`;
                return (
                  <div key={`group-${groupIndex}`} role="group" aria-labelledby={headingId}>
                    <div className="group-heading" id={headingId}>
                      {group.heading}
                    </div>
                    {items}
                  </div>
                );
              })}
            </div>
          ) : null}
          <div className="empty" role="status">
            {visible.length === 0 ? `No ${noun} found` : ''}
          </div>
        </div>
      ) : null}
    </div>
  );
}
