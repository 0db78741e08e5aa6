// @ts-check
/**
 * The made-up data of the local fake platform API (`platform-api.mjs`): organizations, projects,
 * branches and keys, and a wrong shape per endpoint for the `wrong-shape` switch.
 */

/** @typedef {import('./platform-switches.mjs').EndpointName} EndpointName */

// Data. Refs, ids and keys are derived from fixed seeds so they are the same on every run.

/**
 * `count` pseudo-random bytes from a seed: FNV-1a of the seed, then xorshift. Not cryptographic
 * on purpose; it only has to give the same made-up ids and keys on every run, with no Node-only
 * import, so browser-side unit tests can share this data.
 * @param {string} seed
 * @param {number} count
 */
function seededBytes(seed, count) {
  let state = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(seed)) state = Math.imul(state ^ unit, 0x01000193) >>> 0;
  const bytes = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

/** A 20-letter project ref, the shape the platform uses. @param {string} seed */
function fakeRef(seed) {
  return Array.from(seededBytes(`ref:${seed}`, 20), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** A UUID-shaped id. @param {string} seed */
function fakeUuid(seed) {
  const hex = Array.from(seededBytes(`uuid:${seed}`, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** @param {string | Uint8Array} value */
function base64url(value) {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A JWT-shaped anon key that is obviously not real: the issuer says so and the "signature" is a
 * plain hash of the ref, not a signature with any secret.
 * @param {string} ref
 */
export function fakeAnonKey(ref) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'docs-widgets-local-demo',
      ref,
      role: 'anon',
      iat: 1_700_000_000,
      exp: 2_000_000_000,
      note: 'fake key, not valid anywhere',
    }),
  );
  const signature = base64url(seededBytes(`not-a-signature:${ref}`, 32));
  return `${header}.${payload}.${signature}`;
}

/**
 * @typedef {object} DemoOrganization
 * @property {number} id
 * @property {string} slug
 * @property {string} name
 *
 * @typedef {object} DemoBranch
 * @property {string} id
 * @property {string} name
 * @property {string} project_ref
 * @property {string} parent_project_ref
 * @property {boolean} is_default
 * @property {string | null} git_branch
 * @property {string} status
 *
 * @typedef {object} DemoProject
 * @property {number} id
 * @property {string} ref
 * @property {string} name
 * @property {number} organization_id
 * @property {boolean} is_branch_enabled
 * @property {string} region
 * @property {string} status
 * @property {string} inserted_at
 */

/** @type {DemoOrganization[]} */
export const organizations = [
  { id: 1, slug: 'acme-corp', name: 'Acme Corp' },
  { id: 2, slug: 'northwind-traders', name: 'Northwind Traders' },
  { id: 3, slug: 'obrien-labs', name: 'O\'Brien & "Quoted" Labs ✨' },
  { id: 4, slug: 'dormant-org', name: 'Dormant Org' },
];

/** @type {Array<{ organization: number, name: string, branches?: Array<{ name: string, git?: string }> }>} */
const projectSeeds = [
  {
    organization: 1,
    name: 'Acme Website',
    branches: [
      { name: 'main', git: 'main' },
      { name: 'feature/new-pricing', git: 'feature/new-pricing' },
      { name: 'fix/login-redirect', git: 'fix/login-redirect' },
    ],
  },
  { organization: 1, name: 'Acme Mobile Backend' },
  { organization: 1, name: 'Acme Analytics', branches: [] },
  {
    organization: 2,
    name: 'Northwind Storefront',
    branches: [
      { name: 'main', git: 'main' },
      { name: 'staging', git: 'staging' },
    ],
  },
  ...[
    'Inventory',
    'Billing',
    'Support Desk',
    'Warehouse Sync',
    'Loyalty Program',
    'Reporting',
    'Staging Sandbox',
    'Partner Portal',
    'Search',
    'Notifications',
    'Archive',
  ].map((suffix) => ({ organization: 2, name: `Northwind ${suffix}` })),
  {
    organization: 3,
    name: 'Café "Ünïcode" 日本, [test] / Ω',
    branches: [
      { name: 'main', git: 'main' },
      { name: 'feature/émoji-🚀 "quoted"', git: 'feature/emoji' },
    ],
  },
  { organization: 3, name: "Back\\slash | pipe 'single'" },
];

/** @type {DemoProject[]} */
export const projects = projectSeeds.map((seed, index) => ({
  id: 1000 + index,
  ref: fakeRef(seed.name),
  name: seed.name,
  organization_id: seed.organization,
  is_branch_enabled: seed.branches !== undefined,
  region: ['us-east-1', 'eu-central-1', 'ap-southeast-1'][index % 3] ?? 'us-east-1',
  status: 'ACTIVE_HEALTHY',
  inserted_at: new Date(Date.UTC(2024, index % 12, 1 + index)).toISOString(),
}));

/** @type {Map<string, DemoBranch[]>} */
const branchesByProject = new Map();
projectSeeds.forEach((seed, index) => {
  const project = projects[index];
  if (!project || !seed.branches) return;
  branchesByProject.set(
    project.ref,
    seed.branches.map((branch, branchIndex) => {
      const production = branchIndex === 0;
      return {
        id: fakeUuid(`${seed.name}/${branch.name}`),
        name: branch.name,
        project_ref: production ? project.ref : fakeRef(`${seed.name}/${branch.name}`),
        parent_project_ref: project.ref,
        is_default: production,
        git_branch: branch.git ?? null,
        status: production ? 'FUNCTIONS_DEPLOYED' : 'MIGRATIONS_PASSED',
      };
    }),
  );
});

/** Every ref that has API settings: projects and their preview branches. */
export const knownRefs = new Set([
  ...projects.map((project) => project.ref),
  ...[...branchesByProject.values()].flat().map((branch) => branch.project_ref),
]);

/** The fixed data set, for tests and the demo page. */
export const demoData = Object.freeze({
  organizations,
  projects,
  /** @param {string} ref */
  branchesOf: (ref) => branchesByProject.get(ref) ?? [],
  /** @param {string} ref */
  endpointOf: (ref) => `${ref}.supabase.test`,
});

// Wrong shapes, one per endpoint, close enough to the real thing to tempt a careless client.

/** @type {Record<EndpointName, (ref: string) => unknown>} */
export const wrongShapes = {
  organizations: () => organizations.map((organization) => ({ id: String(organization.id), title: organization.name })),
  projects: () => ({ projects: projects.map((project) => ({ ref: project.ref, name: project.name })) }),
  branches: (ref) => demoData.branchesOf(ref).map((branch) => ({ id: branch.id, name: branch.name })),
  apiSettings: (ref) => ({ autoApiService: { protocol: 'https', endpoint: 42, defaultApiKey: null, ref } }),
};
