import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AcceptedValues, CliReference, ParamRow, type CliSpec } from 'docs-widgets/react';

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
      <CliReference spec={spec} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
