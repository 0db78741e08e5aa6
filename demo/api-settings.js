// @ts-check
// The API settings demo page's own script: it plays the host site. It logs in against the local
// platform API's demo login, tells the widgets through the documented session mechanism, and
// drives the API's QA switches. Like a real site it remembers only *that* the reader is logged
// in (a flag in sessionStorage), never the token: a reload logs in again for a fresh one.

const loggedInFlag = 'docs-widgets-demo:logged-in';
const endpointModes = [
  ['ok', 'Answers normally'],
  ['error-500', 'Fails with 500'],
  ['error-401', 'Fails with 401'],
  ['network-drop', 'Drops the connection'],
  ['malformed-json', 'Malformed JSON'],
  ['wrong-shape', 'Wrong shape'],
  ['empty', 'Empty list / empty endpoint'],
  ['stall-body', 'Stalls the body'],
  ['redirect', 'Redirects elsewhere'],
];

/** @type {string | undefined} */
let token;

// The QA switches below act on this browser only: the local API keeps switches per scope cookie,
// so another tester (or a browser test running beside this one) never sees them.
if (!/(?:^|;\s*)demo-qa-scope=/.test(document.cookie)) {
  const scope = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0'));
  document.cookie = `demo-qa-scope=${scope.join('')}; path=/; samesite=strict`;
}

/**
 * Tells every <api-settings>, loaded or not yet loaded, about the session.
 * @param {{ state: 'userLoading' } | { state: 'loggedOut' } | { state: 'loggedIn', accessToken: string }} detail
 */
function announceSession(detail) {
  /** @type {any} */ (window).docsWidgetsSession = detail;
  document.dispatchEvent(new CustomEvent('docs-widgets:session', { detail }));
  const output = document.getElementById('session-state');
  if (output) {
    output.textContent = { userLoading: 'user loading', loggedOut: 'logged out', loggedIn: 'logged in' }[detail.state];
  }
}

/** @param {string} text */
function say(text) {
  const message = document.getElementById('qa-message');
  if (message) message.textContent = text;
}

function setFlag(/** @type {boolean} */ on) {
  try {
    if (on) sessionStorage.setItem(loggedInFlag, '1');
    else sessionStorage.removeItem(loggedInFlag);
  } catch {
    // storage unavailable: the demo simply forgets the login on reload
  }
}

function hasFlag() {
  try {
    return sessionStorage.getItem(loggedInFlag) === '1';
  } catch {
    return false;
  }
}

async function logIn() {
  // Finding out takes a request: the widgets wait rather than ask the reader to log in meanwhile.
  announceSession({ state: 'userLoading' });
  const response = await fetch('/api/demo/login', { method: 'POST' });
  if (!response.ok) {
    say(`Demo login failed (HTTP ${response.status}).`);
    announceSession({ state: 'loggedOut' });
    return;
  }
  token = /** @type {{ token: string }} */ (await response.json()).token;
  setFlag(true);
  announceSession({ state: 'loggedIn', accessToken: token });
}

async function logOut() {
  const previous = token;
  token = undefined;
  setFlag(false);
  announceSession({ state: 'loggedOut' });
  if (previous) {
    await fetch('/api/demo/logout', { method: 'POST', headers: { authorization: `Bearer ${previous}` } });
  }
}

/** @param {unknown} update */
async function sendSwitches(update) {
  const response = await fetch('/api/demo/switches', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(update),
  });
  const body = await response.json();
  if (!response.ok) say(`Switch refused: ${body.message}`);
  else showSwitches(body);
}

/** @param {{ delayMs: number, jitter: boolean, endpoints: Record<string, string> }} switches */
function showSwitches(switches) {
  const delay = /** @type {HTMLSelectElement} */ (document.getElementById('delay'));
  if (![...delay.options].some((option) => option.value === String(switches.delayMs))) {
    delay.append(new Option(`${switches.delayMs} ms`, String(switches.delayMs)));
  }
  delay.value = String(switches.delayMs);
  /** @type {HTMLInputElement} */ (document.getElementById('jitter')).checked = switches.jitter;
  for (const select of document.querySelectorAll('select[data-endpoint]')) {
    const name = /** @type {HTMLSelectElement} */ (select).dataset.endpoint ?? '';
    /** @type {HTMLSelectElement} */ (select).value = switches.endpoints[name] ?? 'ok';
  }
}

function setUpPanel() {
  for (const element of document.querySelectorAll('select[data-endpoint]')) {
    const select = /** @type {HTMLSelectElement} */ (element);
    for (const [value, label] of endpointModes) select.append(new Option(label, value));
    select.addEventListener('change', () => {
      void sendSwitches({ endpoints: { [select.dataset.endpoint ?? '']: select.value } });
    });
  }
  // Pages with only the session buttons (the command reference) have no switches.
  const delay = /** @type {HTMLSelectElement | null} */ (document.getElementById('delay'));
  delay?.addEventListener('change', () => void sendSwitches({ delayMs: Number(delay.value) }));
  const jitter = /** @type {HTMLInputElement | null} */ (document.getElementById('jitter'));
  jitter?.addEventListener('change', () => void sendSwitches({ jitter: jitter.checked }));

  document.getElementById('log-in')?.addEventListener('click', () => void logIn());
  document.getElementById('log-out')?.addEventListener('click', () => void logOut());
  document.getElementById('user-loading')?.addEventListener('click', () => {
    token = undefined;
    announceSession({ state: 'userLoading' });
  });
  document.getElementById('reset-switches')?.addEventListener('click', async () => {
    const response = await fetch('/api/demo/reset', { method: 'POST' });
    showSwitches(await response.json());
    say('Switches reset.');
  });
  document.getElementById('forget-selection')?.addEventListener('click', () => {
    try {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('docs-widgets:api-settings:')) localStorage.removeItem(key);
      }
      say('Saved selection forgotten; reload to see the first project again.');
    } catch {
      say('Storage is not available on this page.');
    }
  });
}

async function start() {
  setUpPanel();
  if (document.getElementById('delay')) {
    const response = await fetch('/api/demo/switches');
    if (response.ok) showSwitches(await response.json());
  }
  if (hasFlag()) await logIn();
  else announceSession({ state: 'loggedOut' });
}

if (document.readyState === 'loading') addEventListener('DOMContentLoaded', () => void start());
else void start();
