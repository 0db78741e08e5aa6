// A leaf module: the reference, its loading states and the versions chunk all name this type, and
// importing it from any of them would close a circle.

/** Detail of `dw-rendered`; times are `performance.now()` values. */
export interface RenderedDetail {
  /** Commands shown; topics, which only group commands, are counted apart. */
  commands: number;
  topics: number;
  problems: number;
  receivedAt: number | undefined;
  readyAt: number | undefined;
  firstSectionAt: number;
  renderedAt: number;
  /** With several versions: the version shown, and when the reader chose it (undefined for the first one). */
  version?: string | undefined;
  chosenAt?: number | undefined;
}
