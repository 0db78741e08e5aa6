// A page with the full command reference, for the bench.
import { createRoot } from 'react-dom/client';
import type { CliSpec } from 'docs-widgets';
import { CliReference } from 'docs-widgets/react/cli-reference';

const spec: CliSpec = {
  info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
  commands: [
    { id: 'demo-login', title: 'demo login', summary: 'Log in to the demo platform.', usage: 'demo login [flags]' },
  ],
};

createRoot(document.getElementById('root')!).render(<CliReference spec={spec} />);
