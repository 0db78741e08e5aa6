// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageGroups } from '../widgets/shared/i18n/groups.ts';
import { languageGroupModule, namespaceGroups } from './language-groups.ts';
import { root } from './widget-files.ts';

const languages = resolve(root, 'widgets/shared/i18n/languages');
const languageFiles = readdirSync(languages).filter((name) => name.endsWith('.ts'));

/** A group's module, read back as its messages. */
function messagesOf(module: string): Record<string, string> {
  return JSON.parse(module.replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, string>;
}

describe('the language chunks by message group', () => {
  it("puts each book's namespace in the group its book names", () => {
    const groups = namespaceGroups(resolve(root, 'widgets'));
    expect(groups.get('param-row')).toBe('page');
    expect(groups.get('cli-reference')).toBe('reference');
    expect(groups.get('api-settings')).toBe('platform');
    expect(groups.get('runtime')).toBe('diagnostics');
    expect(groups.get('cli-reference.versions')).toBe('versions');
    for (const group of groups.values()) expect(messageGroups).toContain(group);
  });

  it('cuts every language file into its groups whole: each string in exactly one group', () => {
    const groups = namespaceGroups(resolve(root, 'widgets'));
    expect(languageFiles).toHaveLength(12);
    for (const name of languageFiles) {
      const source = readFileSync(resolve(languages, name), 'utf8');
      const parts = messageGroups.map((group) => messagesOf(languageGroupModule(source, name, group, groups)));
      const ids = parts.flatMap((part) => Object.keys(part));
      expect(new Set(ids).size, `${name}: no string in two groups`).toBe(ids.length);
      const whole = (source.match(/^ {2}'[\w.-]+':/gm) ?? []).length;
      expect(ids.length, `${name}: every string in a group`).toBe(whole);
    }
  });

  it("gives a group's chunk that group's strings alone", () => {
    const groups = namespaceGroups(resolve(root, 'widgets'));
    const source = readFileSync(resolve(languages, 'de.ts'), 'utf8');
    const page = messagesOf(languageGroupModule(source, 'de.ts', 'page', groups));
    expect(page['param-row.required']).toBe('Erforderlich');
    expect(Object.keys(page).some((id) => id.startsWith('cli-reference.'))).toBe(false);
    const reference = messagesOf(languageGroupModule(source, 'de.ts', 'reference', groups));
    expect(Object.keys(reference).every((id) => id.startsWith('cli-reference.'))).toBe(true);
    // A widget's part with a book of its own: its strings are in that book's group, not the widget's.
    expect(Object.keys(reference).some((id) => id.startsWith('cli-reference.versions.'))).toBe(false);
    const versions = messagesOf(languageGroupModule(source, 'de.ts', 'versions', groups));
    expect(Object.keys(versions).length).toBeGreaterThan(0);
    expect(Object.keys(versions).every((id) => id.startsWith('cli-reference.versions.'))).toBe(true);
  });

  it('fails, naming the file and line, on a string whose namespace no book declares', () => {
    const groups = new Map([['param-row', 'page']]);
    const source = "export default {\n  'param-row.required': 'Erforderlich',\n  'nobody.title': 'Niemand',\n};\n";
    expect(() => languageGroupModule(source, 'de.ts', 'page', groups)).toThrow(
      /de\.ts:3: "nobody\.title": no message book declares the namespace "nobody"/,
    );
  });

  it('fails on a message that is not a quoted id and string', () => {
    const groups = new Map([['param-row', 'page']]);
    const source = "const text = 'x';\nexport default {\n  'param-row.required': text,\n};\n";
    expect(() => languageGroupModule(source, 'de.ts', 'page', groups)).toThrow(/de\.ts:3: each message is a quoted/);
  });
});
