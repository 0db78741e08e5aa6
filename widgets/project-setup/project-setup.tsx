import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import { chosenRef, sharedStore } from '../api-settings/embed';
import { readApiBase } from '../shared/page/config';
import { useDashboardUrl } from '../shared/context';
import { StepHeading } from '../shared/components/guide-steps';
import { dashboardPaths } from '../shared/page/links';
import { CodeBlock } from '../code-block/embed';
import { Tabs } from '../persisted-tabs/embed';
import { productsSql, userManagementSql } from './schemas';

export type Variant = 'products' | 'user-management';
const variants: readonly Variant[] = ['products', 'user-management'];

export interface ProjectSetupProps {
  /**
   * Which schema the tutorial sets up.
   * @default 'products'
   */
  variant?: Variant;
  /**
   * Query parameter and storage group of the Dashboard / SQL tabs.
   * @default 'setup-method'
   */
  queryGroup?: string;
  /**
   * Level of the step headings (2 to 6).
   * @default 3
   */
  headingLevel?: number;
  /** Called with the SQL when the reader copies it. */
  onCopy?: (value: string) => void;
}

/** The values as environment variables; filled with the reader's own while they are logged in. */
const environmentSample = 'SUPABASE_URL={{project-url}}\nSUPABASE_ANON_KEY={{anon-key}}';

const noSubscription = () => () => {};
const noRef = () => undefined;

/**
 * The ref of the project (or branch) picked in the guide's `<api-settings>`, following every
 * change of the selection; undefined until one is picked. Those elements carry no api-base, so
 * they share the store of the page's API base, which is read here the same way.
 */
function useChosenProjectRef(): string | undefined {
  const base = readApiBase(undefined);
  const store = base.status === 'usable' ? sharedStore(base.url) : undefined;
  const snapshot = store ? () => chosenRef(store.getSnapshot()) : noRef;
  return useSyncExternalStore(store?.subscribe ?? noSubscription, snapshot, snapshot);
}

function DashboardLink({ path, children }: { path: string; children: ReactNode }) {
  const href = useDashboardUrl(path);
  return href ? <a href={href}>{children}</a> : <>{children}</>;
}

function ProductsDashboardSteps() {
  return (
    <ol className="dashboard-steps">
      <li>
        In the <DashboardLink path={dashboardPaths.tableEditor()}>Table Editor</DashboardLink>, create a table named{' '}
        <code>products</code>, leave <strong>Enable Row Level Security</strong> on, and give it these columns:
        <table className="columns">
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Type</th>
              <th scope="col">Settings</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>
                <code>id</code>
              </td>
              <td>
                <code>uuid</code>
              </td>
              <td>
                Primary key, default value <code>gen_random_uuid()</code>
              </td>
            </tr>
            <tr>
              <td>
                <code>name</code>
              </td>
              <td>
                <code>text</code>
              </td>
              <td>Not nullable</td>
            </tr>
            <tr>
              <td>
                <code>price</code>
              </td>
              <td>
                <code>float4</code> (real)
              </td>
              <td>Not nullable</td>
            </tr>
            <tr>
              <td>
                <code>image</code>
              </td>
              <td>
                <code>text</code>
              </td>
              <td>Nullable: a product may have no image</td>
            </tr>
          </tbody>
        </table>
      </li>
      <li>
        On the <DashboardLink path={dashboardPaths.authPolicies()}>Policies</DashboardLink> page, add three policies to{' '}
        <code>products</code>, each for the roles <code>anon</code> and <code>authenticated</code>: one for{' '}
        <strong>SELECT</strong> with the expression <code>true</code>, so anyone can read products; one for{' '}
        <strong>INSERT</strong> with the check <code>true</code>, so visitors and signed-in users can add them; and one
        for <strong>UPDATE</strong> with <code>true</code> as both expression and check.
      </li>
      <li>
        In <DashboardLink path={dashboardPaths.storageBuckets()}>Storage</DashboardLink>, create a bucket named{' '}
        <code>product-images</code> and make it <strong>public</strong>, so anyone can view the images. Then add a
        policy to it that allows <strong>INSERT</strong> for <code>anon</code> and <code>authenticated</code>, so the
        app can upload them.
      </li>
    </ol>
  );
}

function UserManagementDashboardSteps() {
  return (
    <ol className="dashboard-steps">
      <li>
        Open the <DashboardLink path={dashboardPaths.sqlEditor()}>SQL editor</DashboardLink>.
      </li>
      <li>
        Among the quickstarts, choose <strong>User Management Starter</strong>. It fills the editor with a{' '}
        <code>profiles</code> table tied to each user, the policies that let everyone read profiles and users change
        only their own, and a public <code>avatars</code> bucket.
      </li>
      <li>
        Press <strong>Run</strong>.
      </li>
    </ol>
  );
}

const descriptions: Record<Variant, ReactNode> = {
  products: (
    <p>
      The app keeps its catalogue in a <code>products</code> table: an id, a name, a price and an optional image. Row
      Level Security is on, with policies that let anyone read products, let visitors and signed-in users add them, and
      let anyone update them. A public storage bucket holds the product images.
    </p>
  ),
  'user-management': (
    <p>
      Each user gets a row in a <code>profiles</code> table, keyed by the id of their auth user, with a unique username
      of at least three characters, a full name, an avatar URL and a website. Everyone may read profiles; users may
      create and update only their own. A public <code>avatars</code> bucket holds the pictures: anyone can view them
      and upload one, and only its owner can replace it.
    </p>
  ),
};

/** The tutorial as a plain React component: no host element needed. */
export function ProjectSetup({
  variant = 'products',
  queryGroup = 'setup-method',
  headingLevel = 3,
  onCopy,
}: ProjectSetupProps) {
  const chosen: Variant = variants.includes(variant) ? variant : 'products';
  const sql = chosen === 'products' ? productsSql : userManagementSql;
  return (
    <div className="project-setup" data-variant={chosen}>
      <ol className="guide-steps" part="steps">
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>Create a project</StepHeading>
          <p>
            <DashboardLink path={dashboardPaths.newProject}>Create a new project</DashboardLink> in the dashboard.
            Choose a name, a strong database password and the region closest to your users, then wait a minute or two
            while the database starts.
          </p>
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>Set up the database schema</StepHeading>
          {descriptions[chosen]}
          <Tabs
            queryGroup={queryGroup}
            label="Where to set up the schema"
            items={[
              {
                value: 'dashboard',
                label: 'Dashboard',
                content: chosen === 'products' ? <ProductsDashboardSteps /> : <UserManagementDashboardSteps />,
              },
              {
                value: 'sql',
                label: 'SQL',
                content: (
                  <>
                    <p>
                      Paste this into the <DashboardLink path={dashboardPaths.sqlEditor()}>SQL editor</DashboardLink>{' '}
                      and run it.
                    </p>
                    <CodeBlock code={sql} language="sql" title="schema.sql" onCopy={onCopy} />
                  </>
                ),
              },
            ]}
          />
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>Get the API URL and key</StepHeading>
          <p>
            Your app reaches the project through its URL and its <code>anon</code> key. The anon key is safe in a
            browser or mobile app because Row Level Security is on for your tables; the policies above decide what it
            may do. Pick your project to see both:
          </p>
          <div className="api-settings">
            {createElement('api-settings', { variable: 'url' })}
            {createElement('api-settings', { variable: 'anon-key' })}
          </div>
          <ApiSettingsLink />
          <p>Your app can read them from its environment:</p>
          <CodeBlock code={environmentSample} language="bash" title=".env" onCopy={onCopy} />
        </li>
      </ol>
    </div>
  );
}

/** The dashboard's API settings of the project picked above (the dashboard asks when none is). */
function ApiSettingsLink() {
  const ref = useChosenProjectRef();
  return (
    <p className="api-settings-link">
      They are also on your project&rsquo;s{' '}
      <DashboardLink path={dashboardPaths.apiSettings(ref)}>API settings</DashboardLink> page.
    </p>
  );
}
