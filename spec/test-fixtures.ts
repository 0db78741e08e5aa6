// Spec documents the unit tests share; imported by tests only, never by a public entry.

/** A small spec every test can read alone: a group with two subcommands, one with examples. */
export function smallSpec() {
  return {
    info: {
      id: 'demo',
      version: '2.0.0',
      title: 'Demo CLI',
      language: 'sh',
      source: 'https://example.com/demo',
      description: 'Manage *demo* projects. See [the guide](/guides/demo).',
      tags: [{ id: 'basics', title: 'Basics' }],
    },
    flags: [{ id: 'debug', name: '--debug', description: 'Print traces.', default_value: 'false' }],
    commands: [
      {
        id: 'demo-sync',
        title: 'demo sync',
        summary: 'Synchronise settings',
        tags: ['basics'],
        subcommands: ['demo-sync-push', 'demo-sync-pull'],
        flags: [],
      },
      {
        id: 'demo-sync-push',
        title: 'demo sync push',
        summary: 'Upload settings\n',
        description: 'Sends `settings.toml` to the server.',
        usage: 'demo sync push [flags]',
        examples: [
          { id: 'basic', name: 'Upload', code: 'demo sync push', response: '2 settings changed\n' },
          { id: 'dry', name: 'Preview', code: 'demo sync push --dry-run' },
        ],
        flags: [
          {
            id: 'experimental',
            name: '--experimental',
            description: 'Unlock.',
            default_value: 'false',
            required: true,
          },
          {
            id: 'format',
            name: '--format <[ text | json ]>',
            description: 'Output format.',
            default_value: 'text',
            accepted_values: [
              { id: 'text', name: 'text', type: '[ text | json ]' },
              { id: 'json', name: 'json', type: '[ text | json ]' },
            ],
          },
        ],
      },
      {
        id: 'demo-sync-pull',
        title: 'demo sync pull',
        summary: 'Download settings',
        usage: 'demo sync pull',
        flags: [{ id: 'force', name: '--force', description: 'Overwrite local changes.', default_value: 'false' }],
      },
    ],
  };
}
