import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from './card-grid.element';
import { mount, settle, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<card-grid>', () => {
  it('slots its cards into a grid', async () => {
    const element = await mount('<card-grid><a href="/a">A</a><a href="/b">B</a></card-grid>');
    const grid = shadow(element).querySelector('[part="grid"]')!;
    expect(grid.querySelector('slot')).not.toBeNull();
    expect(shadow(element).querySelector('[role="alert"]')).toBeNull();
  });

  it('says so when it is empty, and stops once cards arrive', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<card-grid></card-grid>');
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toMatch(/<card-grid> has no cards/);
    expect(warn).toHaveBeenCalledWith('<card-grid> has no cards inside it.');
    element.append(document.createElement('link-card'));
    await settle();
    expect(shadow(element).querySelector('[role="alert"]')).toBeNull();
  });
});
