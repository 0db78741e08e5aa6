import type { ReactNode } from 'react';
import { useMessages } from '../shared/i18n';
import { paramRowMessages } from './messages';

export interface ParamRowProps {
  /** The parameter's name as a reader writes it (`--db-url`, `email`). */
  name?: string;
  /** The parameter's type as free text (`string`, `[ pretty | json ]`). */
  type?: string;
  /**
   * Marks the parameter optional: no REQUIRED badge.
   * @default false
   */
  optional?: boolean;
  /**
   * Marks the parameter deprecated: a DEPRECATED badge after the name and type.
   * @default false
   */
  deprecated?: boolean;
  /**
   * Marks the parameter required; wins over `optional` when both are given.
   * @default !optional
   */
  required?: boolean;
  /**
   * The value used when the parameter is left out, shown as "Default: …". Empty means none.
   * @default undefined
   */
  defaultValue?: string;
  /**
   * Id of the row's root element, so an embedding widget's deep links can target it.
   * @default undefined
   */
  id?: string;
  /**
   * A fragment id: the name gets a link to `#anchor` (usually the same value as `id`).
   * @default undefined
   */
  anchor?: string;
  /** The description, and optionally an accepted-values list after it. */
  children?: ReactNode;
  /**
   * Leaves out the `part` names, for a row inside another widget's shadow root, where they would
   * become that widget's parts.
   * @default false
   */
  noParts?: boolean;
}

/** One documented parameter: name, type, REQUIRED badge, default and description. */
export function ParamRow({
  name,
  type,
  optional,
  deprecated,
  required,
  defaultValue,
  id,
  anchor,
  children,
  noParts = false,
}: ParamRowProps) {
  const t = useMessages(paramRowMessages);
  const part = (partName: string) => (noParts ? undefined : partName);
  const isRequired = required ?? !optional;
  const hasName = Boolean(name?.trim());
  const hasType = Boolean(type?.trim());
  return (
    <div className="param-row" part={part('base')} id={id || undefined}>
      {/* One line of text that wraps like a sentence: spaces between the parts are where it may
          break, and none comes before the # link, so it always stays with the word before it. */}
      <div className="head">
        {hasName ? (
          <code className="name" part={part('name')}>
            {name}
          </code>
        ) : (
          <span className="name placeholder" part={part('name')}>
            {t('unnamed')}
          </span>
        )}{' '}
        {hasType ? (
          <code className="type" part={part('type')}>
            {type}
          </code>
        ) : (
          <span className="type placeholder" part={part('type')}>
            {t('type-missing')}
          </span>
        )}
        {isRequired ? (
          <>
            {' '}
            <span className="required" part={part('badge')}>
              {t('required')}
            </span>
          </>
        ) : null}
        {deprecated ? (
          <>
            {' '}
            <span className="deprecated" part={part('deprecated')}>
              Deprecated
            </span>
          </>
        ) : null}
        {anchor ? (
          // Named by aria-label rather than hidden text: a reference has hundreds of these.
          <a
            className="anchor"
            href={`#${encodeURIComponent(anchor)}`}
            aria-label={hasName ? t('link-to', { name: name! }) : t('link-to-unnamed')}
          >
            #
          </a>
        ) : null}
      </div>
      {defaultValue ? <div className="default">{t.rich('default', { value: <code>{defaultValue}</code> })}</div> : null}
      {children ? (
        <div className="description" part={part('description')}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
