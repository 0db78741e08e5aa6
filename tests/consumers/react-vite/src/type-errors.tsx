// Compiled by `tsc` with the app: each marked line must be a type error, or the build fails.
import { AcceptedValues, ParamRow } from 'docs-widgets/react';

// @ts-expect-error: misspelt prop
export const misspelt = <ParamRow nmae="email" />;

// @ts-expect-error: `values` is a list of values, not a number
export const wrongValues = <AcceptedValues values={42} />;

// @ts-expect-error: the event's detail has no `closed`
export const wrongEvent = <AcceptedValues onDwToggle={(event) => event.detail.closed} />;
