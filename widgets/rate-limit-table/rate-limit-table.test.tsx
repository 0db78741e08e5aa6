import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimitTable } from './rate-limit-table';
import { define } from './rate-limit-table.element';
import { mount, settle, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
});

function rowOf(element: Element, key: string) {
  const row = shadow(element).querySelector(`tr[data-limit="${key}"]`)!;
  const [endpoint, paths, limitedBy, limit] = [...row.children].map((cell) => cell.textContent ?? '');
  return { row, endpoint, paths, limitedBy, limit };
}

describe('<rate-limit-table>', () => {
  it('has the four columns, a caption and nine rows with row headers', async () => {
    const element = await mount('<rate-limit-table></rate-limit-table>');
    const root = shadow(element);
    const headers = [...root.querySelectorAll('thead th')];
    expect(headers.map((th) => th.textContent)).toEqual(['Endpoint', 'Path', 'Limited by', 'Rate limit']);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(root.querySelector('caption')?.textContent).toBe('Rate limits on the Auth API');
    const rows = [...root.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.firstElementChild?.matches('th[scope="row"]'))).toBe(true);
  });

  it('labels the narrow layout’s lines with the column headers’ own words', async () => {
    const element = await mount('<rate-limit-table></rate-limit-table>');
    const root = shadow(element);
    const headers = [...root.querySelectorAll('thead th')].map((th) => th.textContent);
    const labels = [...root.querySelectorAll('tbody tr:first-child td')].map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(headers.slice(1));
  });

  it('shows the email limit across signup, recover and email change, with its history', async () => {
    const element = await mount('<rate-limit-table></rate-limit-table>');
    const email = rowOf(element, 'email');
    const paths = [...email.row.querySelectorAll('code')].map((code) => code.textContent);
    expect(paths).toEqual(['/auth/v1/signup', '/auth/v1/recover', '/auth/v1/user']);
    expect(email.paths).toContain('only when the request changes the email address');
    expect(email.limitedBy).toBe('All listed paths together');
    const history = [...email.row.querySelectorAll('.history li')].map((item) => item.textContent);
    expect(history).toEqual([
      'At first: 30 emails per hour by default',
      'From 14 July 2023: lowered to 4 emails per hour',
      'From 21 October 2023: configurable, but only once the project sends through its own (custom) SMTP server',
    ]);
    expect(email.row.querySelectorAll('time')[0]?.getAttribute('datetime')).toBe('2023-07-14');
    expect(email.limit).toContain('Sign-ups, password recovery and email changes draw on one shared allowance.');
  });

  it('lists every other limit on its path and what it is counted by', async () => {
    const element = await mount('<rate-limit-table></rate-limit-table>');
    const expected: Array<[string, string[], string]> = [
      ['otp', ['/auth/v1/otp'], 'All listed paths together'],
      ['otpWait', ['/auth/v1/otp'], 'Time since the last request'],
      ['signupWait', ['/auth/v1/signup'], 'Time since the last request'],
      ['recoverWait', ['/auth/v1/recover'], 'Time since the last request'],
      ['verify', ['/auth/v1/verify'], 'IP address'],
      ['tokenRefresh', ['/auth/v1/token'], 'IP address'],
      ['mfa', ['/auth/v1/factors/{id}/challenge', '/auth/v1/factors/{id}/verify'], 'IP address'],
      ['anonymous', ['/auth/v1/signup'], 'IP address'],
    ];
    for (const [key, paths, limitedBy] of expected) {
      const row = rowOf(element, key);
      expect(
        [...row.row.querySelectorAll('code')].map((code) => code.textContent),
        key,
      ).toEqual(paths);
      expect(row.limitedBy, key).toBe(limitedBy);
      if (limitedBy === 'IP address') expect(row.limit, key).toContain('short bursts allowed');
    }
    expect(rowOf(element, 'anonymous').paths).toContain('neither an email address nor a phone number');
  });

  it('says "Configurable" and invents no numbers for limits the page did not supply', async () => {
    const element = await mount('<rate-limit-table></rate-limit-table>');
    for (const row of shadow(element).querySelectorAll('tbody tr:not([data-limit="email"])')) {
      const limit = row.lastElementChild!;
      expect(limit.querySelector('.value')?.textContent).toBe('Configurable');
      expect(limit.textContent).not.toMatch(/\d/);
    }
    expect(rowOf(element, 'email').row.querySelector('.value')?.textContent).toBe('Configurable (custom SMTP only)');
  });

  it('shows values the page supplies through the limits attribute', async () => {
    const element = await mount(
      `<rate-limit-table limits='{"otp": "30 per hour", "verify": "360 per hour, bursts up to 30", "email": "2 per hour"}'></rate-limit-table>`,
    );
    expect(rowOf(element, 'otp').row.querySelector('.value')?.textContent).toBe('30 per hour');
    expect(rowOf(element, 'verify').row.querySelector('.value')?.textContent).toBe('360 per hour, bursts up to 30');
    expect(rowOf(element, 'email').row.querySelector('.value')?.textContent).toBe('2 per hour');
    expect(rowOf(element, 'email').row.querySelectorAll('.history li')).toHaveLength(3);
    expect(rowOf(element, 'otp').row.querySelector('.measure')).toBeNull();
    expect(rowOf(element, 'mfa').row.querySelector('.value')?.textContent).toBe('Configurable');
    expect(rowOf(element, 'mfa').row.querySelector('.measure')?.textContent).toBe(
      'requests per IP address, with short bursts allowed',
    );
    expect(shadow(element).querySelector('[role="alert"]')).toBeNull();
  });

  it('reports unknown keys and values that are not text, and uses the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount(
      `<rate-limit-table limits='{"otps": "5", "mfa": 15, "token": "", "otp": "30 per hour"}'></rate-limit-table>`,
    );
    const alert = shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
    expect(alert).toContain('<rate-limit-table> attribute limits');
    expect(alert).toContain('unknown key "otps"; the keys are email, otp, otpWait');
    expect(alert).toContain('"mfa" should be text with its unit, such as "30 per hour", got a number');
    expect(alert).toContain('unknown key "token"');
    expect(rowOf(element, 'otp').row.querySelector('.value')?.textContent).toBe('30 per hour');
    expect(warn.mock.calls.flat().join('\n')).toContain('<rate-limit-table> attribute "limits": unknown key "otps"');
  });

  it('explains what limits should be when it is not an object, and when it is not JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = await mount(`<rate-limit-table limits='["30 per hour"]'></rate-limit-table>`);
    expect(shadow(list).querySelector('[role="alert"]')?.textContent).toContain(
      'expected an object such as {"otp": "30 per hour"}, got an array',
    );
    const broken = await mount(`<rate-limit-table limits="{otp: 30}"></rate-limit-table>`);
    expect(shadow(broken).querySelector('[role="alert"]')?.textContent).toContain('not valid JSON');
    expect(shadow(broken).querySelectorAll('tbody tr')).toHaveLength(9);
  });

  it('takes limits from the property', async () => {
    const element = await mount<HTMLElement & { limits?: unknown }>('<rate-limit-table></rate-limit-table>');
    element.limits = { tokenRefresh: '1800 per hour' };
    await settle();
    expect(rowOf(element, 'tokenRefresh').row.querySelector('.value')?.textContent).toBe('1800 per hour');
  });

  it('links to the dashboard rate-limit page, for a given project and dashboard base', async () => {
    const element = await mount('<rate-limit-table></rate-limit-table>');
    const link = () => shadow(element).querySelector('.footer a')?.getAttribute('href');
    expect(link()).toBe(`${location.origin}/dashboard/project/_/auth/rate-limits`);
    element.setAttribute('project-ref', 'abcd efgh');
    element.setAttribute('dashboard-base', 'https://app.example.com/dashboard/');
    await settle();
    expect(link()).toBe('https://app.example.com/dashboard/project/abcd%20efgh/auth/rate-limits');
  });

  it('links even for a project-ref a script set with an unpaired surrogate, instead of failing', async () => {
    const element = await mount('<rate-limit-table></rate-limit-table>');
    element.setAttribute('project-ref', 'abc\uD800def');
    await settle();
    expect(shadow(element).textContent).not.toContain('URI malformed');
    expect(shadow(element).querySelector('.footer a')?.getAttribute('href')).toBe(
      `${location.origin}/dashboard/project/abc%EF%BF%BDdef/auth/rate-limits`,
    );
  });

  it('drops the link, not the sentence, for an unsafe dashboard base', async () => {
    const element = await mount('<rate-limit-table dashboard-base="javascript:alert(1)"></rate-limit-table>');
    expect(shadow(element).querySelector('.footer a')).toBeNull();
    expect(shadow(element).querySelector('.footer')?.textContent).toContain('set per project in the dashboard');
  });

  it('takes a caption and renders markup in it and in supplied values as text', async () => {
    const element = await mount(
      `<rate-limit-table caption="&lt;b&gt;Limits&lt;/b&gt;" limits='{"otp": "<img src=x onerror=alert(1)>"}'></rate-limit-table>`,
    );
    expect(shadow(element).querySelector('caption')?.textContent).toBe('<b>Limits</b>');
    expect(shadow(element).querySelector('caption b, img')).toBeNull();
  });
});

describe('the server’s markup of the table', () => {
  it('makes the scroll box reachable by keyboard and names it by the caption, since no script measures it', () => {
    const html = renderToString(<RateLimitTable caption="Auth limits" />);
    const scroller = new DOMParser().parseFromString(html, 'text/html').querySelector('.scroller')!;
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(scroller.getAttribute('role')).toBe('region');
    const caption = scroller.ownerDocument.getElementById(scroller.getAttribute('aria-labelledby')!);
    expect(caption?.textContent).toBe('Auth limits');
  });
});
