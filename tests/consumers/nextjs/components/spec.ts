import type { CliSpec } from 'docs-widgets';

/** The command reference's spec, as a site would import it (or read it from a file at build time). */
export const spec: CliSpec = {
  info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
  flags: [{ id: 'debug', name: '--debug', description: 'Print traces.', default_value: 'false' }],
  commands: [
    {
      id: 'demo-login',
      title: 'demo login',
      summary: 'Log in to the demo platform.',
      usage: 'demo login [flags]',
      flags: [{ id: 'token', name: '--token <string>', description: 'A personal access token.', default_value: '' }],
    },
  ],
};

export const formats = [{ id: 'json', name: 'json', description: 'Machine-readable output.' }];
