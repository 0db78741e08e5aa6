'use client';
// A client component page: every prop is set in the browser, also after client-side navigation.
import { useState } from 'react';
import { AcceptedValues } from 'docs-widgets/react/accepted-values';
import { CliReference } from 'docs-widgets/react/cli-reference';
import { DocsCallout } from 'docs-widgets/react/docs-callout';
import { ParamRow } from 'docs-widgets/react/param-row';
import { PersistedTabs, TabPanel } from 'docs-widgets/react/persisted-tabs';
import { Nav } from '../../components/nav';
import { formats, spec } from '../../components/spec';

export default function ClientPage() {
  const [heard, setHeard] = useState<string[]>([]);
  const log = (entry: string) => setHeard((entries) => [...entries, entry]);
  return (
    <>
      <Nav />
      <h1>Widgets from a client component</h1>
      <ParamRow name="email" type="string" optional>
        The address the confirmation link goes to.
      </ParamRow>
      <AcceptedValues
        id="formats"
        name="output formats"
        values={formats}
        onDwToggle={(event) => log(event.detail.open ? 'opened' : 'closed')}
      />
      <PersistedTabs
        queryGroup="pm"
        label="Package manager"
        onDwTabChange={(event) => log(`tab ${event.detail.value}`)}
      >
        <TabPanel value="npm" label="npm">
          <p>npm install docs-widgets</p>
        </TabPanel>
        <TabPanel value="pnpm" label="pnpm">
          <p>pnpm add docs-widgets</p>
        </TabPanel>
      </PersistedTabs>
      <DocsCallout type="tip" closable onDwClose={() => log('callout closed')}>
        Close me.
      </DocsCallout>
      <CliReference spec={spec} />
      <p id="log">{heard.join(', ') || 'none'}</p>
    </>
  );
}
