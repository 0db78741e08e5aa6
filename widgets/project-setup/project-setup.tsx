import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import { chosenRef, sharedStore } from '../api-settings/embed';
import { readApiBase } from '../shared/page/config';
import { useDashboardUrl } from '../shared/context';
import { StepHeading } from '../shared/components/guide-steps';
import { dashboardPaths } from '../shared/page/links';
import { CodeBlock } from '../code-block/embed';
import { Tabs } from '../persisted-tabs/embed';
import { useMessages } from '../shared/i18n';
import { projectSetupMessages, projectSetupProse } from './messages';
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
  const t = useMessages(projectSetupMessages);
  const prose = useMessages(projectSetupProse);
  const products = <code>products</code>;
  const anon = <code>anon</code>;
  const authenticated = <code>authenticated</code>;
  const always = <code>true</code>;
  const insert = <strong>INSERT</strong>;
  return (
    <ol className="dashboard-steps">
      <li>
        {prose.rich('products-table', {
          tableEditor: <DashboardLink path={dashboardPaths.tableEditor()}>{prose('table-editor-link')}</DashboardLink>,
          products,
          enableRowLevelSecurity: <strong>{prose('enable-row-level-security')}</strong>,
        })}
        {/* Scrolls sideways rather than pushing the page when its words do not fit (a long language). */}
        <div className="columns-frame">
          <table className="columns">
            <thead>
              <tr>
                <th scope="col">{t('column-name')}</th>
                <th scope="col">{t('column-type')}</th>
                <th scope="col">{t('column-settings')}</th>
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
                <td>{prose.rich('primary-key', { default: <code>gen_random_uuid()</code> })}</td>
              </tr>
              <tr>
                <td>
                  <code>name</code>
                </td>
                <td>
                  <code>text</code>
                </td>
                <td>{prose.rich('not-nullable')}</td>
              </tr>
              <tr>
                <td>
                  <code>price</code>
                </td>
                <td>{prose.rich('real-type', { type: <code>float4</code> })}</td>
                <td>{prose.rich('not-nullable')}</td>
              </tr>
              <tr>
                <td>
                  <code>image</code>
                </td>
                <td>
                  <code>text</code>
                </td>
                <td>{prose.rich('image-nullable')}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </li>
      <li>
        {prose.rich('products-policies', {
          policies: <DashboardLink path={dashboardPaths.authPolicies()}>{prose('policies-link')}</DashboardLink>,
          products,
          anon,
          authenticated,
          select: <strong>SELECT</strong>,
          true: always,
          insert,
          update: <strong>UPDATE</strong>,
        })}
      </li>
      <li>
        {prose.rich('products-storage', {
          storage: <DashboardLink path={dashboardPaths.storageBuckets()}>{prose('storage-link')}</DashboardLink>,
          bucket: <code>product-images</code>,
          public: <strong>{prose('public')}</strong>,
          insert,
          anon,
          authenticated,
        })}
      </li>
    </ol>
  );
}

function UserManagementDashboardSteps() {
  const prose = useMessages(projectSetupProse);
  return (
    <ol className="dashboard-steps">
      <li>
        {prose.rich('open-sql-editor', {
          sqlEditor: <DashboardLink path={dashboardPaths.sqlEditor()}>{prose('sql-editor-link')}</DashboardLink>,
        })}
      </li>
      <li>
        {prose.rich('choose-starter', {
          starter: <strong>{prose('starter')}</strong>,
          profiles: <code>profiles</code>,
          avatars: <code>avatars</code>,
        })}
      </li>
      <li>{prose.rich('press-run', { run: <strong>{prose('run')}</strong> })}</li>
    </ol>
  );
}

function SchemaDescription({ variant }: { variant: Variant }) {
  const prose = useMessages(projectSetupProse);
  return (
    <p>
      {variant === 'products'
        ? prose.rich('products-description', { products: <code>products</code> })
        : prose.rich('user-management-description', {
            profiles: <code>profiles</code>,
            avatars: <code>avatars</code>,
          })}
    </p>
  );
}

/** The tutorial as a plain React component: no host element needed. */
export function ProjectSetup({
  variant = 'products',
  queryGroup = 'setup-method',
  headingLevel = 3,
  onCopy,
}: ProjectSetupProps) {
  const chosen: Variant = variants.includes(variant) ? variant : 'products';
  const sql = chosen === 'products' ? productsSql : userManagementSql;
  const t = useMessages(projectSetupMessages);
  const prose = useMessages(projectSetupProse);
  const sqlEditor = <DashboardLink path={dashboardPaths.sqlEditor()}>{prose('sql-editor-link')}</DashboardLink>;
  return (
    <div className="project-setup" data-variant={chosen}>
      <ol className="guide-steps" part="steps">
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>{t('create-project')}</StepHeading>
          <p>
            {prose.rich('create-project-text', {
              newProject: (
                <DashboardLink path={dashboardPaths.newProject}>{prose('create-project-link')}</DashboardLink>
              ),
            })}
          </p>
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>{t('set-up-schema')}</StepHeading>
          <SchemaDescription variant={chosen} />
          <Tabs
            queryGroup={queryGroup}
            label={t('schema-tabs')}
            items={[
              {
                value: 'dashboard',
                label: t('tab-dashboard'),
                content: chosen === 'products' ? <ProductsDashboardSteps /> : <UserManagementDashboardSteps />,
              },
              {
                value: 'sql',
                label: t('tab-sql'),
                content: (
                  <>
                    <p>{prose.rich('paste-sql', { sqlEditor })}</p>
                    <CodeBlock code={sql} language="sql" title="schema.sql" onCopy={onCopy} />
                  </>
                ),
              },
            ]}
          />
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>{t('get-api-values')}</StepHeading>
          <p>{prose.rich('api-values-text', { anon: <code>anon</code> })}</p>
          <div className="api-settings">
            {createElement('api-settings', { variable: 'url' })}
            {createElement('api-settings', { variable: 'anon-key' })}
          </div>
          <ApiSettingsLink />
          <p>{prose.rich('environment-text')}</p>
          <CodeBlock code={environmentSample} language="bash" title=".env" onCopy={onCopy} />
        </li>
      </ol>
    </div>
  );
}

/** The dashboard's API settings of the project picked above (the dashboard asks when none is). */
function ApiSettingsLink() {
  const ref = useChosenProjectRef();
  const prose = useMessages(projectSetupProse);
  return (
    <p className="api-settings-link">
      {prose.rich('api-settings-text', {
        apiSettings: <DashboardLink path={dashboardPaths.apiSettings(ref)}>{prose('api-settings-link')}</DashboardLink>,
      })}
    </p>
  );
}
