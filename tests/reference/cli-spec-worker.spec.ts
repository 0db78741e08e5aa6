import { expect, test, type Page } from '@playwright/test';

// <cli-reference> reads a spec (decoding, parsing, validating) in a worker, started through the
// `docs-widgets` Trusted Types policy under the demo's strict Content-Security-Policy; where the
// page forbids workers it reads on the main thread. The reader sees the same either way.

/** A YAML spec of `count` commands, one of them broken (a summary that is a list). */
function yamlSpec(count: number): string {
  const commands = Array.from(
    { length: count },
    (_, index) =>
      `  - id: tool-${index}\n    title: tool ${index}\n    summary: ${index === 3 ? '[not, text]' : `Does thing ${index}.`}\n` +
      `    flags:\n      - *verbose\n`,
  );
  return (
    `info: {id: tool, version: '1.0', title: Tool}\n` +
    `flags:\n  - &verbose {id: verbose, name: --verbose, description: More output., default_value: 'false'}\n` +
    `commands:\n${commands.join('')}`
  );
}

/**
 * `text` made larger than the size below which a spec is read on the main thread (256 KB), with
 * what YAML reads as comments and JSON as white space.
 */
function large(text: string, format: 'yaml' | 'json'): string {
  return format === 'yaml' ? `${text}\n${'# padding\n'.repeat(30_000)}` : `${text}${' '.repeat(300_000)}`;
}

interface Visit {
  workers: string[];
  violations: string[];
  scripts: string[];
}

/**
 * Opens the one-version page with `body` served as its spec. With `forbidWorkers`, the page's
 * Content-Security-Policy also says `worker-src 'none'`.
 */
async function openWith(page: Page, body: string, contentType: string, forbidWorkers = false): Promise<Visit> {
  const visit: Visit = { workers: [], violations: [], scripts: [] };
  page.on('worker', (worker) => visit.workers.push(worker.url()));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') visit.scripts.push(new URL(request.url()).pathname);
  });
  await page.exposeFunction('reportViolation', (text: string) => visit.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('dw-rendered', () => ((window as { rendered?: boolean }).rendered = true));
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  await page.route('**/dist/spec/cli.json', (route) => route.fulfill({ body, contentType }));
  await page.route('**/pages/cli-one-version.html', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    if (forbidWorkers) {
      // The first of two worker-src directives counts, so the page's own is replaced.
      const policy = (headers['content-security-policy'] ?? '').replace(/;?\s*worker-src [^;]*/, '');
      headers['content-security-policy'] = `${policy}; worker-src 'none'`;
    }
    // The widget gives a spec 10 s to arrive; megabytes on a busy machine may take longer.
    const html = (await response.text()).replace('<cli-reference ', '<cli-reference timeout="600000" ');
    await route.fulfill({ response, headers, body: html });
  });
  await page.goto('/pages/cli-one-version.html');
  return visit;
}

/** What the reader sees once the spec has loaded and every section is in: sections, the problems, or the error. */
async function whatTheReaderSees(page: Page) {
  const reference = page.locator('cli-reference');
  await expect(reference).toHaveAttribute('data-state', /^(partial|ready|error)$/);
  const alert = reference.getByRole('alert');
  if ((await reference.getAttribute('data-state')) === 'error') return { error: await alert.innerText() };
  // Every section is in the page.
  await page.waitForFunction(() => (window as { rendered?: boolean }).rendered);
  const problems = reference.locator('.spec-problems');
  return {
    sections: await reference.locator('section.command:not(.global-flags)').count(),
    problems: (await problems.count()) > 0 ? await problems.innerText() : '',
    last: await reference.locator('section.command').last().getAttribute('id'),
  };
}

test.describe('<cli-reference> reading its spec in a worker', () => {
  test('reads a YAML spec in the YAML worker under the strict policy, with no violation', async ({ page }) => {
    const visit = await openWith(page, large(yamlSpec(400), 'yaml'), 'application/yaml');
    const seen = await whatTheReaderSees(page);
    expect(seen).toMatchObject({ sections: 400, last: 'tool-399' });
    expect(seen.problems).toContain('One part of this spec could not be read');
    expect(visit.workers.some((url) => /spec-worker-yaml-[\w-]+\.js$/.test(url))).toBe(true);
    expect(visit.violations).toEqual([]);
  });

  test('reads a JSON spec without downloading the YAML reader', async ({ page }) => {
    const visit = await openWith(
      page,
      large(JSON.stringify({ info: { id: 'tool', title: 'Tool' }, commands: [] }), 'json'),
      'application/json',
    );
    await expect(page.locator('cli-reference')).toContainText('This spec lists no commands.');
    expect(visit.workers.some((url) => /spec-worker-[\w-]+\.js$/.test(url))).toBe(true);
    expect([...visit.workers, ...visit.scripts].filter((url) => /yaml/.test(url))).toEqual([]);
  });

  test('reads a small spec on the main thread, starting no worker', async ({ page }) => {
    const visit = await openWith(page, yamlSpec(40), 'application/yaml');
    expect(await whatTheReaderSees(page)).toMatchObject({ sections: 40, last: 'tool-39' });
    expect(visit.workers).toEqual([]);
  });

  test('where the page forbids workers, shows the same reference read on the main thread', async ({ browser }) => {
    const body = large(yamlSpec(400), 'yaml');
    const withWorker = await browser.newPage();
    await openWith(withWorker, body, 'application/yaml');
    const expected = await whatTheReaderSees(withWorker);
    await withWorker.close();

    const page = await browser.newPage();
    const visit = await openWith(page, body, 'application/yaml', true);
    expect(await whatTheReaderSees(page)).toEqual(expected);
    expect(visit.workers).toEqual([]);
    await page.close();
  });

  test('a broken YAML spec gives the same message with and without a worker', async ({ browser }) => {
    const body = large(`${yamlSpec(3)}  - id: [unclosed\n`, 'yaml');
    const seen: unknown[] = [];
    for (const forbidWorkers of [false, true]) {
      const page = await browser.newPage();
      await openWith(page, body, 'application/yaml', forbidWorkers);
      seen.push(await whatTheReaderSees(page));
      await page.close();
    }
    expect(seen[0]).toMatchObject({
      error: expect.stringMatching(/The YAML could not be parsed at line \d+, column \d+/),
    });
    expect(seen[1]).toEqual(seen[0]);
  });
});
