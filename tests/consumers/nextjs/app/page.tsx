// A server component page (the App Router's default) importing the components directly.
import { AcceptedValues } from 'docs-widgets/react/accepted-values';
import { CliReference } from 'docs-widgets/react/cli-reference';
import { DocsCallout } from 'docs-widgets/react/docs-callout';
import { ParamRow } from 'docs-widgets/react/param-row';
import { PersistedTabs, TabPanel } from 'docs-widgets/react/persisted-tabs';
import { ToggleLog } from '../components/toggle-log';
import { Nav } from '../components/nav';
import { formats, spec } from '../components/spec';

export default function Page() {
  return (
    <>
      <Nav />
      <h1>Widgets from a server component</h1>
      <ParamRow name="email" type="string" optional>
        The address the confirmation link goes to.
      </ParamRow>
      <AcceptedValues id="formats" name="output formats" values={formats} />
      <ToggleLog />
      <PersistedTabs queryGroup="pm" label="Package manager">
        <TabPanel value="npm" label="npm">
          <p>npm install docs-widgets</p>
        </TabPanel>
        <TabPanel value="pnpm" label="pnpm">
          <p>pnpm add docs-widgets</p>
        </TabPanel>
      </PersistedTabs>
      <DocsCallout type="tip">Widgets follow the site&apos;s dark mode.</DocsCallout>
      <CliReference spec={spec} />
    </>
  );
}
