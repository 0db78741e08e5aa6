/**
 * One deadline for a whole HTTP exchange. ky's own `timeout` ends when the headers arrive, so a
 * server that sends headers and then stalls the body would keep a widget on its skeleton for
 * ever. Here the same signal covers the request, the headers and the body read, and the promise
 * settles at the deadline even if the body stream ignores the abort.
 */

/** The exchange took longer than its deadline. */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
  constructor(readonly milliseconds: number) {
    super(`no complete answer within ${milliseconds} ms`);
  }
}

export function isDeadlineError(error: unknown): error is DeadlineError {
  return error instanceof DeadlineError;
}

/**
 * Runs `exchange` (typically a ky request and the read of its body) with a signal that aborts
 * when `signal` aborts or `milliseconds` have passed, whichever comes first.
 *
 * @throws DeadlineError at the deadline; `signal.reason` when the caller cancels; else whatever
 *   `exchange` throws.
 */
export async function withDeadline<T>(
  milliseconds: number,
  signal: AbortSignal | undefined,
  exchange: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    timer = setTimeout(() => controller.abort(new DeadlineError(milliseconds)), milliseconds);
  });
  try {
    return await Promise.race([exchange(controller.signal), ended]);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
