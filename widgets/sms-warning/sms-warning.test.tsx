import { afterEach, describe, expect, it } from 'vitest';
import { define } from './sms-warning.element';
import { registerMessages } from '../shared/i18n';
import { mount, shadow, waitFor } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('meta[name^="docs-widgets:"]').forEach((meta) => meta.remove());
});

describe('<sms-warning>', () => {
  it('warns about cost with links to CAPTCHA, the production checklist and rate limits', async () => {
    const element = await mount('<sms-warning></sms-warning>');
    const root = shadow(element);
    const links = [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['CAPTCHA protection', `${location.origin}/guides/auth/auth-captcha`]);
    expect(links).toContainEqual(['production checklist', `${location.origin}/guides/platform/going-into-prod`]);
    expect(links.find(([label]) => label === 'rate limits')?.[1]).toContain('/dashboard/project/_/auth/rate-limits');
    expect(root.textContent).toContain('TRAI');
  });

  it('resolves docs links against the page-wide docs base and a per-element override', async () => {
    const meta = document.createElement('meta');
    meta.name = 'docs-widgets:docs-base';
    meta.content = 'https://docs.example.com/docs';
    document.head.append(meta);
    const pageWide = await mount('<sms-warning></sms-warning>');
    expect(shadow(pageWide).querySelector('a[href*="captcha"]')?.getAttribute('href')).toBe(
      'https://docs.example.com/docs/guides/auth/auth-captcha',
    );
    const overridden = await mount('<sms-warning docs-base="https://mirror.example.org/"></sms-warning>');
    expect(shadow(overridden).querySelector('a[href*="captcha"]')?.getAttribute('href')).toBe(
      'https://mirror.example.org/guides/auth/auth-captcha',
    );
  });

  it('names itself as a warning to assistive technology and takes a custom heading', async () => {
    const element = await mount('<sms-warning heading="Phone sign-in costs money"></sms-warning>');
    const aside = shadow(element).querySelector('aside')!;
    const heading = shadow(element).getElementById(aside.getAttribute('aria-labelledby')!);
    expect(heading?.textContent).toBe('Warning: Phone sign-in costs money');
  });

  it('does not turn an unsafe docs base into a link', async () => {
    const element = await mount('<sms-warning docs-base="javascript:alert(1)//"></sms-warning>');
    for (const anchor of shadow(element).querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
    }
  });
});

describe('<sms-warning> in the page language', () => {
  it('writes its heading in a bundled language, and its prose in the words a site gives', async () => {
    registerMessages('de', { 'sms-warning.regulation': 'Manche Länder regeln den SMS-Versand.' });
    const element = await mount('<sms-warning lang="de"></sms-warning>');
    await waitFor(() =>
      expect(shadow(element).querySelector('.title')?.textContent).toBe('Warnung: SMS-Kosten im Griff behalten'),
    );
    const paragraphs = [...shadow(element).querySelectorAll('p')].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toContain('Manche Länder regeln den SMS-Versand.');
    // The bundled German leaves the built-in prose English.
    expect(paragraphs.some((text) => text?.startsWith('Your SMS provider bills every message'))).toBe(true);
  });

  it('marks the prose it writes in English on an Arabic page as English, left to right, and not what a site translated', async () => {
    registerMessages('ar', { 'sms-warning.regulation': 'تنظّم بعض الدول إرسال الرسائل القصيرة.' });
    const element = await mount('<sms-warning lang="ar"></sms-warning>');
    const paragraph = (start: string) =>
      [...shadow(element).querySelectorAll('p')].find((each) => each.textContent?.startsWith(start));
    await waitFor(() => expect(paragraph('Your SMS provider bills every message')).toBeDefined());
    // Its period stays at the end of the English sentence, and a screen reader speaks it as English.
    const english = paragraph('Your SMS provider')!.querySelector(':scope > span[lang="en"][dir="ltr"]');
    expect(english?.textContent).toMatch(/^Your SMS provider bills every message/);
    expect(english?.querySelectorAll('a')).toHaveLength(3);
    const translated = paragraph('تنظّم')!;
    expect(translated.querySelector('[lang]')).toBeNull();
  });
});
