// What a long run says while it works: a line each tenth of the pages, or every few seconds when
// a tenth takes longer, with the pages done, those from the cache and the time left. A run that
// ends within the first few seconds says nothing until its final line.

const quietStart = 3_000;
const longestSilence = 5_000;

export interface Progress {
  /** A page is done; `fromCache` when it came from the cache. */
  pageDone(fromCache: boolean): void;
}

export function seconds(milliseconds: number): string {
  return milliseconds < 10_000 ? `${(milliseconds / 1000).toFixed(1)} s` : `${Math.round(milliseconds / 1000)} s`;
}

/**
 * @param total the pages of the run
 * @param write prints one line
 * @param now the clock (milliseconds), so tests can move it
 */
export function startProgress(total: number, write: (line: string) => void, now: () => number): Progress {
  const started = now();
  let done = 0;
  let fromCache = 0;
  let lastTenth = 0;
  let lastLine = started;
  return {
    pageDone(cached) {
      done += 1;
      if (cached) fromCache += 1;
      const time = now();
      const tenth = Math.floor((done * 10) / total);
      const due = tenth > lastTenth || time - lastLine >= longestSilence;
      lastTenth = tenth;
      if (!due || done === total || time - started < quietStart) return;
      lastLine = time;
      const left = ((time - started) / done) * (total - done);
      write(
        `docs-widgets prerender: ${done} of ${total} pages (${fromCache} from the cache), about ${seconds(left)} left`,
      );
    },
  };
}
