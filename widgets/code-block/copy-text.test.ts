import { describe, expect, it } from 'vitest';
import { copyLines, shellCommands, splitDiff } from './copy-text';

describe('shellCommands', () => {
  it('drops the prompt and the output lines of a terminal session', () => {
    const session = [
      '$ npx supabase start',
      'Started supabase local development setup.',
      '',
      '$ npx supabase status',
      '  API URL: http://127.0.0.1:54321',
    ];
    expect(shellCommands(session)).toEqual([
      'npx supabase start',
      undefined,
      undefined,
      'npx supabase status',
      undefined,
    ]);
  });

  it('keeps the lines that continue a command after a trailing backslash', () => {
    const session = ['$ curl https://example.com \\', '  -H "apikey: key" \\', '  -d "{}"', '{"ok":true}'];
    expect(shellCommands(session)).toEqual([
      'curl https://example.com \\',
      '  -H "apikey: key" \\',
      '  -d "{}"',
      undefined,
    ]);
  });

  it('follows a command onto the next line after a pipe, && or ||, or inside an open quote, as the highlighter does', () => {
    const session = [
      '$ cat schema.sql |',
      '  psql "$DB_URL" &&',
      '  echo "applied',
      'every migration"',
      'applied',
      '  $ supabase db push',
      'Remote database is up to date.',
    ];
    expect(shellCommands(session)).toEqual([
      'cat schema.sql |',
      '  psql "$DB_URL" &&',
      '  echo "applied',
      'every migration"',
      undefined,
      'supabase db push',
      undefined,
    ]);
  });

  it('does not take a quote inside a comment for an open string', () => {
    expect(shellCommands(["$ supabase start # it's quick", 'Started.'])).toEqual([
      "supabase start # it's quick",
      undefined,
    ]);
  });

  it('takes every line as a command when no line has a prompt', () => {
    expect(shellCommands(['npx supabase init', '# a comment', 'npx supabase start'])).toEqual([
      'npx supabase init',
      '# a comment',
      'npx supabase start',
    ]);
  });

  it('reads a bare $ as an empty command and $ without a space as code', () => {
    expect(shellCommands(['$', 'output', '$HOME/bin/tool'])).toEqual(['', undefined, undefined]);
    expect(shellCommands(['$HOME/bin/tool', 'echo $PATH'])).toEqual(['$HOME/bin/tool', 'echo $PATH']);
  });
});

describe('splitDiff', () => {
  it('takes the markers off and remembers which lines were added and removed', () => {
    const { code, added, removed } = splitDiff(
      ' import { a } from "a";\n-const url = "old";\n+const url = "new";\n\nexport { url };',
    );
    expect(code).toBe('import { a } from "a";\nconst url = "old";\nconst url = "new";\n\nexport { url };');
    expect([...added]).toEqual([2]);
    expect([...removed]).toEqual([1]);
  });
});

describe('copyLines', () => {
  it('copies a shell session as its commands only', () => {
    expect(copyLines('$ npm install\nadded 3 packages\n$ npm test', { shell: true })).toBe('npm install\nnpm test');
  });

  it('leaves prompts alone in code that is not shell', () => {
    expect(copyLines('$ not a prompt\nplain', { shell: false })).toBe('$ not a prompt\nplain');
  });

  it('copies the resulting code of a diff: no markers and no removed lines', () => {
    const { code, removed } = splitDiff('-const url = "old";\n+const url = "new";\n console.log(url);');
    expect(copyLines(code, { removed })).toBe('const url = "new";\nconsole.log(url);');
  });

  it('copies only the chosen lines, with the shell prompt taken off them', () => {
    expect(copyLines('one\ntwo\nthree\nfour', { only: new Set([1, 2]) })).toBe('two\nthree');
    expect(copyLines('$ cd app\n$ npm start\nlistening', { shell: true, only: new Set([1, 2]) })).toBe('npm start');
  });
});
