import { LineIcon } from '../shared/components/line-icon';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { headingLevel as headingLevelOf } from '../shared/heading';

/** Class of every header button, so a keyboard handler can find the headers it moves between. */
export const headerClass = 'accordion-header';

/**
 * The header to focus for an arrow, Home or End key (WAI-ARIA accordion pattern, wrapping at
 * both ends), or undefined for any other key.
 */
export function headerForKey(
  headers: readonly HTMLElement[],
  current: HTMLElement,
  key: string,
): HTMLElement | undefined {
  const index = headers.indexOf(current);
  if (index === -1 || headers.length === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return headers[(index + 1) % headers.length];
    case 'ArrowUp':
      return headers[(index - 1 + headers.length) % headers.length];
    case 'Home':
      return headers[0];
    case 'End':
      return headers[headers.length - 1];
    default:
      return undefined;
  }
}

export interface AccordionItemProps {
  /** Text of the header button. */
  header: ReactNode;
  /**
   * Whether the content is shown.
   * @default false
   */
  open?: boolean;
  /**
   * The header cannot be toggled or focused.
   * @default false
   */
  disabled?: boolean;
  /**
   * Level of the heading that wraps the header button.
   * @default 3
   */
  headingLevel?: number;
  /** Called with the wanted state when the reader presses the header, or finds text in closed content. */
  onOpenChange?: (open: boolean) => void;
  /** The content. */
  children?: ReactNode;
}

function Chevron() {
  return <LineIcon className="chevron" d="m6 9 6 6 6-6" />;
}

/**
 * One accordion section: a heading holding a button with `aria-expanded` and `aria-controls`,
 * and the region it controls. Closed content is `hidden="until-found"`, so the browser's
 * find-in-page still finds it and opens the item.
 */
export function AccordionItem({
  header,
  open = false,
  disabled = false,
  headingLevel = 3,
  onOpenChange,
  children,
}: AccordionItemProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const level = headingLevelOf(headingLevel);

  // React only knows boolean `hidden`; the until-found value is set by hand.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (open) panel.removeAttribute('hidden');
    else panel.setAttribute('hidden', 'until-found');
  }, [open]);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || !onOpenChange) return;
    const reveal = () => onOpenChange(true);
    panel.addEventListener('beforematch', reveal);
    return () => panel.removeEventListener('beforematch', reveal);
  }, [onOpenChange]);

  return (
    <div className="accordion-item" data-state={open ? 'open' : 'closed'}>
      <div role="heading" aria-level={level} className="heading">
        <button
          type="button"
          className={headerClass}
          id={`${id}-header`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          disabled={disabled}
          part="header"
          onClick={() => onOpenChange?.(!open)}
        >
          <span className="header-text" part="header-text">
            {header}
          </span>
          <Chevron />
        </button>
      </div>
      {/* data-dw-find: the loader makes a closed panel `hidden="until-found"` while the accordion is markup. */}
      <div
        ref={panelRef}
        className="panel"
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-header`}
        part="panel"
        data-dw-find={open ? undefined : ''}
      >
        <div className="panel-content">{children}</div>
      </div>
    </div>
  );
}

export interface AccordionProps {
  /** AccordionItem elements (or anything holding them). */
  children?: ReactNode;
}

/**
 * Groups AccordionItems and moves focus between their headers with Up, Down, Home and End.
 * Which items are open is up to the caller (controlled items), single or multiple.
 */
export function Accordion({ children }: AccordionProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = event.target as HTMLElement;
    if (!current.classList.contains(headerClass)) return;
    const headers = [...event.currentTarget.querySelectorAll<HTMLElement>(`.${headerClass}:not(:disabled)`)];
    const target = headerForKey(headers, current, event.key);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <div className="accordion" part="accordion" onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
