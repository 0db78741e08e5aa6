import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { CliSpec } from 'docs-widgets';
import { AcceptedValues } from 'docs-widgets/react/accepted-values';
import { CliReference } from 'docs-widgets/react/cli-reference';
import { DocsCallout } from 'docs-widgets/react/docs-callout';
import { ParamRow } from 'docs-widgets/react/param-row';
import { PersistedTabs, TabPanel } from 'docs-widgets/react/persisted-tabs';

// An object prop given in the first render, before anything else defined <cli-reference>.
const spec: CliSpec = {
  info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
  commands: [
    { id: 'demo-login', title: 'demo login', summary: 'Log in to the demo platform.', usage: 'demo login [flags]' },
  ],
};

function App() {
  const [toggles, setToggles] = useState<boolean[]>([]);
  return (
    <main>
      <h1>Docs</h1>
      <ParamRow name="email" type="string" optional>
        The address the confirmation link goes to.
      </ParamRow>
      <AcceptedValues
        name="output formats"
        values={[
          { id: 'json', name: 'json', description: 'Machine-readable output.' },
          { id: 'table', name: 'table' },
        ]}
        onDwToggle={(event) => setToggles((previous) => [...previous, event.detail.open])}
      />
      <p id="toggles">{toggles.map((open) => (open ? 'opened' : 'closed')).join(',') || 'none'}</p>
      <PersistedTabs queryGroup="pm" label="Package manager">
        <TabPanel value="npm" label="npm">
          npm install docs-widgets
        </TabPanel>
        <TabPanel value="pnpm" label="pnpm">
          pnpm add docs-widgets
        </TabPanel>
      </PersistedTabs>
      <button
        type="button"
        id="theme-toggle"
        onClick={() => {
          const root = document.documentElement;
          root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
        }}
      >
        Dark mode
      </button>
      <DocsCallout type="tip">Widgets follow the site&apos;s dark mode.</DocsCallout>
      <CliReference spec={spec} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
