import { describe, expect, it } from 'vitest';
import { buildReferenceModel, validateSpec } from '../../../spec';
import { markdownWords, placeholderText } from './placeholder-text';

describe('markdownWords', () => {
  it('keeps the words a reader sees, without emphasis, code marks, link targets or heading hashes', () => {
    expect(
      markdownWords('## Setup\n\nRuns step **3** with `--force`, see [the guide](https://example.com/guide).'),
    ).toBe('Setup\n\nRuns step 3 with --force, see the guide.');
  });

  it('keeps the underscore inside a name', () => {
    expect(markdownWords('Reads PROJECT_REF first.')).toBe('Reads PROJECT_REF first.');
  });
});

describe('placeholderText', () => {
  it('holds the title, summary, description, usage, flags and examples of the section', () => {
    const { spec } = validateSpec({
      info: { id: 'tool', title: 'Tool' },
      commands: [
        {
          id: 'deploy',
          title: 'tool deploy',
          summary: 'Deploys the **app**',
          description: 'Sends the build to the [server](https://example.com).',
          usage: 'tool deploy [flags]',
          flags: [
            {
              id: 'region',
              name: '--region <string>',
              description: 'Where it runs.',
              default_value: 'eu',
              accepted_values: [{ id: 'us', name: 'us', type: 'string' }],
            },
          ],
          examples: [{ id: 'basic', name: 'Basic', code: 'tool deploy --region us' }],
        },
      ],
    });
    const [entry] = buildReferenceModel(spec!).entries;
    expect(placeholderText(entry!).split('\n')).toEqual([
      'tool deploy',
      'Deploys the app',
      'Sends the build to the server.',
      'tool deploy [flags]',
      '--region <string>',
      'Where it runs.',
      'eu',
      'us',
      'Basic',
      'tool deploy --region us',
    ]);
  });
});
