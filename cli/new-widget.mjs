#!/usr/bin/env node
// `npm run new-widget <tag>`: scaffolds a widget folder in the shape the README's architecture
// section describes, its demo section and its browser test. A development command: the published
// CLI is built from cli/docs-widgets.ts alone, and the package ships dist/ only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const tagPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;

/** `link-card` → `LinkCard`. */
function pascalCase(tag) {
  return tag.replace(/(^|-)([a-z0-9])/g, (_, __, letter) => letter.toUpperCase());
}

/** `link-card` → `linkCard`. */
function camelCase(tag) {
  const pascal = pascalCase(tag);
  return pascal[0].toLowerCase() + pascal.slice(1);
}

/** The next free two-digit prefix in demo/sections, so the new section comes last. */
function nextSectionNumber(sections) {
  const numbers = existsSync(sections)
    ? readdirSync(sections)
        .map((name) => Number(/^(\d+)-/.exec(name)?.[1]))
        .filter(Number.isInteger)
    : [];
  const next = numbers.length > 0 ? Math.max(...numbers) + 1 : 10;
  if (next > 99) throw new Error('demo/sections has no two-digit number left after the last section.');
  return String(next).padStart(2, '0');
}

/** Every file of a new widget, keyed by its path from the project root. */
export function widgetFiles(tag, sectionNumber) {
  const Name = pascalCase(tag);
  const styles = `${camelCase(tag)}Styles`;
  const folder = `widgets/${tag}`;
  return {
    [`${folder}/index.ts`]: `// The public face of <${tag}>: what other widgets and the package entries may import.
export { define, metadata } from './${tag}.element';
export * from './embed';
`,
    [`${folder}/embed.ts`]: `// What another widget may embed of <${tag}>: its component and styles, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { ${Name}, type ${Name}Props } from './${tag}';
export { ${styles} } from './${tag}.styles';
`,
    [`${folder}/${tag}.meta.ts`]: `import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: '${tag}',
  summary: 'A heading and the text written between the tags.',
  attributes: {
    heading: {
      type: 'string',
      description: 'Heading shown above the text.',
    },
  },
  slots: { '': 'The text shown under the heading.' },
  parts: {
    heading: 'The heading line.',
  },
} as const satisfies WidgetMetadata;
`,
    [`${folder}/${tag}.tsx`]: `import type { ReactNode } from 'react';

export interface ${Name}Props {
  /** Heading shown above the text. */
  heading?: string;
  /** The text. */
  children?: ReactNode;
  /**
   * Leaves out the \`part\` names, for a shadow root of another widget.
   * @default false
   */
  noParts?: boolean;
}

/** The plain, props-driven component: other widgets may embed it (adopting \`${styles}\`). */
export function ${Name}({ heading, children, noParts = false }: ${Name}Props) {
  return (
    <div className="${tag}">
      {heading ? (
        <p className="${tag}-heading" part={noParts ? undefined : 'heading'}>
          {heading}
        </p>
      ) : null}
      {children}
    </div>
  );
}
`,
    [`${folder}/${tag}.element.tsx`]: `import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { ${Name} } from './${tag}';
import { metadata } from './${tag}.meta';
import { ${styles} } from './${tag}.styles';

// The <${tag}> element: its adapter and its definition. Widgets that embed \`${Name}\` import its
// embed entry (embed.ts), without this module, so they do not load it.

/** The element adapter: the component around the element's slotted text; its props come from the metadata. */
export function ${Name}Element({ heading }: ElementProps<typeof metadata>) {
  return (
    <${Name} heading={heading}>
      <slot />
    </${Name}>
  );
}

export { metadata };
export const ${camelCase(tag)} = defineWidget(metadata, ${Name}Element, { styles: ${styles} });
export const define = (tag?: string) => ${camelCase(tag)}.define(tag);
`,
    [`${folder}/${tag}.styles.ts`]: `import css from './${tag}.css?inline';

/** Everything a shadow root needs to show \`${Name}\`, in adoption order. */
export const ${styles}: readonly string[] = [css];
`,
    [`${folder}/${tag}.css`]: `:host {
  display: block;
}

/* Its own surface, so its text keeps its contrast in a forced theme on a page of the other. */
.${tag} {
  padding: var(--dw-space-3) var(--dw-space-4);
  border: 1px solid var(--dw-color-border);
  border-radius: var(--dw-radius);
  background: var(--dw-color-surface);
  color: var(--dw-color-text);
}

.${tag}-heading {
  margin: 0 0 var(--dw-space-2);
  font-weight: 600;
}
`,
    [`${folder}/${tag}.test.tsx`]: `import { afterEach, describe, expect, it } from 'vitest';
import { define } from './${tag}.element';
import { mount, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<${tag}>', () => {
  it('shows its heading above the text between its tags', async () => {
    const element = await mount('<${tag} heading="Before you start"><p>Read this first.</p></${tag}>');
    const root = shadow(element);
    expect(root.querySelector('[part="heading"]')?.textContent).toBe('Before you start');
    expect(root.querySelector('slot')).not.toBeNull();
    expect(element.textContent).toBe('Read this first.');
  });

  it('shows no heading line without a heading', async () => {
    const element = await mount('<${tag}><p>Read this first.</p></${tag}>');
    expect(shadow(element).querySelector('[part="heading"]')).toBeNull();
  });
});
`,
    [`${folder}/README.md`]: `# \`<${tag}>\`

A heading and the text written between the tags.

\`\`\`html
<${tag} heading="Before you start">
  <p>Read this first.</p>
</${tag}>
\`\`\`

Its attributes, slots and parts are described in \`${tag}.meta.ts\`, the one source of the
element's public API; \`npm run docs\` writes the reference below from it.

<!-- reference:start (generated by npm run docs) -->
<!-- reference:end -->
`,
    [`demo/sections/${sectionNumber}-${tag}.html`]: `<section class="demo-section" id="${tag}" data-group="New widgets" aria-labelledby="${tag}-title">
  <h2 id="${tag}-title"><code>&lt;${tag}&gt;</code></h2>
  <p class="demo-lede">A heading and the text written between the tags.</p>
  <!-- example -->
  <${tag} id="${tag}-default" heading="Before you start">
    <p>Read this first.</p>
  </${tag}>
  <!-- /example -->
</section>
`,
    [`tests/${tag}.spec.ts`]: `import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('<${tag}>', () => {
  test('shows its heading and slotted text on the demo page', async ({ page }) => {
    await page.goto('/');
    const element = page.locator('#${tag}-default');
    await expect(element.locator('[part="heading"]')).toHaveText('Before you start');
    await expect(element.getByText('Read this first.')).toBeVisible();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#${tag}-default')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#${tag}').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
`,
  };
}

/**
 * The gzip size, in KB, a new widget starts with in bench/size-budget.json: the scaffold's own
 * figure with room for a first feature. Record the built figure (`npm run size -- --write`) once
 * the widget does its job, as the budget's comment says.
 */
export const startingSize = 1.5;

/**
 * Adds `tag` to bench/size-budget.json's widgets, in name order, when the budget exists. The line
 * is inserted into the text, so the file keeps the layout Prettier gives it.
 */
function addSizeBudget(tag, root) {
  const file = join(root, 'bench', 'size-budget.json');
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const block = /("widgets": \{\n)((?: +"[^"]+": [\d.]+,?\n)*)/.exec(text);
  if (!block) throw new Error('bench/size-budget.json has no "widgets" block to add the new widget to.');
  const indent = /^ +/.exec(block[2])?.[0] ?? '    ';
  const entries = block[2]
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().replace(/,$/, ''));
  entries.push(`"${tag}": ${startingSize}`);
  entries.sort((a, b) => a.localeCompare(b));
  const lines = entries.map((entry, index) => `${indent}${entry}${index < entries.length - 1 ? ',' : ''}\n`);
  writeFileSync(file, text.replace(block[0], block[1] + lines.join('')));
  return ['bench/size-budget.json'];
}

/**
 * Writes a new widget's files under \`root\`. Refuses a tag that is not a valid custom element name
 * and a widget, demo section or browser test that already exists; returns the paths written.
 */
export function scaffoldWidget(tag, root) {
  if (!tagPattern.test(tag ?? '')) {
    throw new Error(
      `"${tag ?? ''}" is not a usable tag: use lowercase letters and digits in words joined by hyphens, with at least one hyphen (like "link-card").`,
    );
  }
  const sections = join(root, 'demo', 'sections');
  const taken = [join(root, 'widgets', tag), join(root, 'tests', `${tag}.spec.ts`)].filter((path) => existsSync(path));
  const takenSection =
    existsSync(sections) && readdirSync(sections).find((name) => name.replace(/^\d+-/, '') === `${tag}.html`);
  if (taken.length > 0 || takenSection) {
    const names = [
      ...taken.map((path) => relative(root, path)),
      ...(takenSection ? [`demo/sections/${takenSection}`] : []),
    ];
    throw new Error(`<${tag}> exists already: ${names.join(', ')}.`);
  }
  const files = widgetFiles(tag, nextSectionNumber(sections));
  for (const [path, contents] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), contents, { flag: 'wx' });
  }
  return [...Object.keys(files), ...addSizeBudget(tag, root)];
}

/** What to do after scaffolding, in order: every step `npm test` checks, and where it is done. */
export function nextSteps(tag) {
  return [
    `Describe the element in widgets/${tag}/${tag}.meta.ts (its attributes, slots, parts, events): the one source of its API.`,
    `Write the component (${tag}.tsx) and its element adapter (${tag}.element.tsx); export what other widgets may embed from embed.ts if they will. If it embeds another widget (imports its component or code), name that widget's tag in the metadata's \`embeds\` and adopt its \`<tag>Styles\` (server/embeds.test.ts checks both).`,
    "Run `npm run docs` again whenever the metadata changes: it writes the reference in its README and the root README's tag table.",
    `Run its unit tests: \`npx vitest run widgets/${tag}\`.`,
    `Build and check its size: \`npm run build && npm run size\` (bench/size-budget.json starts it at ${startingSize} KB; record the built figure with \`npm run size -- --write\` once it does its job).`,
    `Run its browser test against the demo section: \`npx playwright test tests/${tag}.spec.ts\`; look at the section in light, dark and at 390 px.`,
    'Before committing: `npm run typecheck && npm run lint && npm run format:check`, and a line in CHANGELOG.md.',
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [tag] = process.argv.slice(2);
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const written = scaffoldWidget(tag, root);
    console.log(`Wrote\n${written.map((path) => `  ${path}`).join('\n')}`);
    // The READMEs carry a reference generated from the metadata; a new widget's starts out current.
    const docs = spawnSync('npm', ['run', 'docs', '--silent'], { cwd: root, stdio: 'ignore' });
    console.log(
      docs.status === 0
        ? '\nRan `npm run docs`: the README references and the root tag table include the new widget.'
        : '\n`npm run docs` failed: run it yourself to write the README references.',
    );
    console.log(
      `\nNext:\n${nextSteps(tag)
        .map((step, index) => `  ${index + 1}. ${step}`)
        .join('\n')}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
