import { afterEach, expect, it, vi } from 'vitest';
import { mount, shadow } from '../shared/testing';
import { resetSessionForTests } from './session';
import { resetSharedStoresForTests } from './store';

// Anything inside the widget that throws: here the picker, on every render.
vi.mock('./combobox', () => ({
  visibleOptionRows: 10,
  Combobox: () => {
    throw new Error('picker exploded');
  },
}));

const { define } = await import('./api-settings.element');
define();

afterEach(() => {
  document.body.innerHTML = '';
  resetSharedStoresForTests();
  resetSessionForTests();
});

it('shows its own message with a dashboard link when something inside breaks, and the page goes on', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const container = await mount(
    '<div><api-settings dashboard-base="https://app.test/dash"></api-settings><p id="after">still here</p></div>',
  );
  const element = container.querySelector('api-settings')!;
  const message = shadow(element).querySelector('[role="alert"]')!;
  expect(message.textContent).toBe('Couldn\u2019t display your API settings. You can get them from the dashboard.');
  expect(message.querySelector('a')?.getAttribute('href')).toBe('https://app.test/dash/project/_/settings/api');
  expect(document.getElementById('after')?.textContent).toBe('still here');
  expect(error).toHaveBeenCalled();
});
