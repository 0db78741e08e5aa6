import { describe, expect, it } from 'vitest';
import { DeadlineError, withDeadline } from './deadline';

describe('withDeadline', () => {
  it('gives the exchange\u2019s result when it finishes in time', async () => {
    await expect(withDeadline(1000, undefined, async () => 'done')).resolves.toBe('done');
  });

  it('rejects at the deadline and aborts the exchange\u2019s signal, even if the exchange ignores it', async () => {
    let seen: AbortSignal | undefined;
    const result = withDeadline(20, undefined, (signal) => {
      seen = signal;
      return new Promise<string>(() => {}); // a body that never ends and never listens
    });
    await expect(result).rejects.toBeInstanceOf(DeadlineError);
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBeInstanceOf(DeadlineError);
  });

  it('rejects with the caller\u2019s reason when the caller cancels first', async () => {
    const controller = new AbortController();
    const result = withDeadline(10_000, controller.signal, () => new Promise<string>(() => {}));
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes on the exchange\u2019s own failure', async () => {
    await expect(withDeadline(1000, undefined, async () => Promise.reject(new TypeError('offline')))).rejects.toThrow(
      'offline',
    );
  });
});
