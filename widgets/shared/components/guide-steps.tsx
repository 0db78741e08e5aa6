import { createElement, type ReactNode } from 'react';
import { headingLevel } from '../heading';
import css from './guide-steps.css?inline';

/** The numbered steps of the tutorial widgets (`<ol class="guide-steps">`), for their styles modules. */
export const guideStepsStyles: readonly string[] = [css];

/** A step's title, an `h2`–`h6` at `headingLevel(level)` so the steps fit the page's outline. */
export function StepHeading({ level, children }: { level: number | undefined; children: ReactNode }) {
  return createElement(`h${headingLevel(level)}`, { className: 'step-title' }, children);
}
