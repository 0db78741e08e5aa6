import { describe, expect, it } from 'vitest';
import { LightDomWatcher } from './light-dom';
import { settle } from '../testing';

describe('LightDomWatcher', () => {
  it('tells its listeners of child, text and attribute changes, and counts them', async () => {
    const host = document.createElement('div');
    host.append(document.createElement('p'));
    const watcher = new LightDomWatcher(host);
    let calls = 0;
    const unsubscribe = watcher.subscribe(() => (calls += 1));
    expect(watcher.version()).toBe(0);
    host.append(document.createElement('p'));
    await settle();
    expect(calls).toBe(1);
    host.firstElementChild!.textContent = 'changed';
    await settle();
    host.firstElementChild!.setAttribute('value', 'npm');
    await settle();
    expect(calls).toBe(3);
    expect(watcher.version()).toBe(3);
    unsubscribe();
    host.append(document.createElement('p'));
    await settle();
    expect(calls).toBe(3);
  });

  it('keeps watching while any listener is left', async () => {
    const host = document.createElement('div');
    const watcher = new LightDomWatcher(host);
    const heard: string[] = [];
    const first = watcher.subscribe(() => heard.push('first'));
    watcher.subscribe(() => heard.push('second'));
    first();
    host.append(document.createElement('p'));
    await settle();
    expect(heard).toEqual(['second']);
  });
});
