import { defineMessages, defineProse } from '../shared/i18n';

/** Every string `<project-setup>` writes itself, in English (see widgets/shared/i18n): its chrome. */
export const projectSetupMessages = defineMessages('project-setup', 'guides', {
  'create-project': 'Create a project',
  'set-up-schema': 'Set up the database schema',
  'get-api-values': 'Get the API URL and key',
  /** The name of the tab list, then its two tabs. */
  'schema-tabs': 'Where to set up the schema',
  'tab-dashboard': 'Dashboard',
  'tab-sql': 'SQL',
  /** The header of the table of columns the reader creates. */
  'column-name': 'Column',
  'column-type': 'Type',
  'column-settings': 'Settings',
});

/**
 * The tutorial's own text: English in every bundled language, translatable by a site. `{…}` are
 * code, the dashboard's own words in bold, or links whose text is the `…-link` string.
 */
export const projectSetupProse = defineProse('project-setup', 'guides', {
  'create-project-text':
    '{newProject} in the dashboard. Choose a name, a strong database password and the region closest to your users, then wait a minute or two while the database starts.',
  'create-project-link': 'Create a new project',
  'products-description':
    'The app keeps its catalogue in a {products} table: an id, a name, a price and an optional image. Row Level Security is on, with policies that let anyone read products, let visitors and signed-in users add them, and let anyone update them. A public storage bucket holds the product images.',
  'user-management-description':
    'Each user gets a row in a {profiles} table, keyed by the id of their auth user, with a unique username of at least three characters, a full name, an avatar URL and a website. Everyone may read profiles; users may create and update only their own. A public {avatars} bucket holds the pictures: anyone can view them and upload one, and only its owner can replace it.',
  'products-table':
    'In the {tableEditor}, create a table named {products}, leave {enableRowLevelSecurity} on, and give it these columns:',
  'table-editor-link': 'Table Editor',
  'enable-row-level-security': 'Enable Row Level Security',
  'primary-key': 'Primary key, default value {default}',
  'not-nullable': 'Not nullable',
  'real-type': '{type} (real)',
  'image-nullable': 'Nullable: a product may have no image',
  'products-policies':
    'On the {policies} page, add three policies to {products}, each for the roles {anon} and {authenticated}: one for {select} with the expression {true}, so anyone can read products; one for {insert} with the check {true}, so visitors and signed-in users can add them; and one for {update} with {true} as both expression and check.',
  'policies-link': 'Policies',
  'products-storage':
    'In {storage}, create a bucket named {bucket} and make it {public}, so anyone can view the images. Then add a policy to it that allows {insert} for {anon} and {authenticated}, so the app can upload them.',
  'storage-link': 'Storage',
  public: 'public',
  'open-sql-editor': 'Open the {sqlEditor}.',
  'sql-editor-link': 'SQL editor',
  'choose-starter':
    'Among the quickstarts, choose {starter}. It fills the editor with a {profiles} table tied to each user, the policies that let everyone read profiles and users change only their own, and a public {avatars} bucket.',
  starter: 'User Management Starter',
  'press-run': 'Press {run}.',
  run: 'Run',
  'paste-sql': 'Paste this into the {sqlEditor} and run it.',
  'api-values-text':
    'Your app reaches the project through its URL and its {anon} key. The anon key is safe in a browser or mobile app because Row Level Security is on for your tables; the policies above decide what it may do. Pick your project to see both:',
  'environment-text': 'Your app can read them from its environment:',
  'api-settings-text': 'They are also on your project’s {apiSettings} page.',
  'api-settings-link': 'API settings',
});
