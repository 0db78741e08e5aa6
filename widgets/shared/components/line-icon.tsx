import type { ReactNode } from 'react';

export interface LineIconProps {
  /** The drawing: one path in a square of `box` units, stroked with the text colour. */
  d: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** The side of the drawing's square (its viewBox). */
  box?: number;
  strokeWidth?: number;
  className?: string;
  /** Shapes drawn under the path (a filled background, for instance). */
  children?: ReactNode;
}

/**
 * A decorative line drawing in the current text colour: the chevrons, arrows and callout icons
 * of the widgets. Hidden from assistive technology; the control it sits in carries the name.
 */
export function LineIcon({ d, size = 18, box = 24, strokeWidth = 2, className, children }: LineIconProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
      <path d={d} />
    </svg>
  );
}
