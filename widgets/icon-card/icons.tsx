/**
 * Built-in line icons for cards, drawn on a 24-unit grid and stroked in the text colour, so they
 * suit light and dark alike. Authors pick one by name: `<link-card icon="database">`.
 */
import { LineIcon } from '../shared/components/line-icon';

const drawings = {
  book: 'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5ZM5 19.5A1.5 1.5 0 0 0 6.5 21H19M9 7h6',
  bolt: 'M13 2.5 4.5 13.5H11l-1 8 8.5-11H12Z',
  code: 'm8.5 7-5 5 5 5M15.5 7l5 5-5 5',
  cpu: 'M7 7h10v10H7ZM10 10h4v4h-4ZM9.5 3v4M14.5 3v4M9.5 17v4M14.5 17v4M3 9.5h4M3 14.5h4M17 9.5h4M17 14.5h4',
  database:
    'M4.5 6c0-1.7 3.4-3 7.5-3s7.5 1.3 7.5 3-3.4 3-7.5 3-7.5-1.3-7.5-3ZM4.5 6v12c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3V6M4.5 12c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3',
  folder:
    'M3 7a1.5 1.5 0 0 1 1.5-1.5H9L11 8h8.5A1.5 1.5 0 0 1 21 9.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5Z',
  key: 'M19 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0ZM11.3 12.7 3.5 20.5M6 18l2.5 2.5M8.5 15.5 11 18',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  lock: 'M5.5 11h13v10h-13ZM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  phone: 'M7.5 2.5h9v19h-9ZM11 18h2',
  sparkles:
    'M11 3.5l1.9 5.1 5.1 1.9-5.1 1.9L11 17.5l-1.9-5.1L4 10.5l5.1-1.9ZM18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8Z',
  terminal: 'M3.5 4.5h17v15h-17ZM7 9l3 3-3 3M12.5 15h4.5',
} as const;

export type BuiltinIconName = keyof typeof drawings;

export const builtinIconNames = Object.keys(drawings) as BuiltinIconName[];

export function isBuiltinIcon(name: string): name is BuiltinIconName {
  return Object.prototype.hasOwnProperty.call(drawings, name);
}

export function BuiltinIcon({ name }: { name: BuiltinIconName }) {
  return <LineIcon d={drawings[name]} size={24} strokeWidth={1.75} />;
}
