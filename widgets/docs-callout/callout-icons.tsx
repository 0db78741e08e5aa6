import { LineIcon } from '../shared/components/line-icon';
import type { CalloutType } from './docs-callout.meta';

const circle = 'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z';

/** Outline drawings on a 24-unit grid, one per type, stroked in the callout's accent colour. */
const drawings: Record<CalloutType | 'close', string> = {
  note: `${circle}M12 11v5M12 7.6v.2`,
  tip: 'M9.5 18h5M10.5 21h3M12 3a6 6 0 0 0-3.5 10.9c.6.4.9 1 .9 1.7v.4h5.2v-.4c0-.7.3-1.3.9-1.7A6 6 0 0 0 12 3Z',
  caution: `${circle}M12 7.5v5.5M12 16.4v.2`,
  warning: 'M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5M12 17.2v.2',
  deprecation: 'M3.5 4.5h17v4h-17zM5.5 8.5V19.5h13V8.5M10 12.5h4',
  danger: 'M12 7.5v5.5M12 16.4v.2',
  close: 'M6.5 6.5l11 11M17.5 6.5l-11 11',
};

export function CalloutIcon({ name, size = 20 }: { name: CalloutType | 'close'; size?: number }) {
  return (
    <LineIcon d={drawings[name]} size={size} className={name === 'danger' ? 'danger' : undefined}>
      {name === 'danger' ? (
        // A solid stop sign, so danger is told apart from caution at a glance, not only by colour.
        <path
          className="solid"
          d="M8.3 2.5h7.4l5.8 5.8v7.4l-5.8 5.8H8.3l-5.8-5.8V8.3Z"
          fill="currentColor"
          strokeLinejoin="miter"
        />
      ) : null}
    </LineIcon>
  );
}
