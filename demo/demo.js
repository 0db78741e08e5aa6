// The demo page's own script (a host page's code, not part of docs-widgets): a theme switch
// that sets `data-theme` on <html>, the way Docusaurus and Starlight sites do (the widgets
// follow it by themselves), and a demo login that tells any <api-settings> on the page who is
// logged in, through the documented session mechanism. Like a real site it remembers only
// *that* the reader logged in (the same sessionStorage flag as the API settings page), never
// the token.
const storageKey = 'docs-widgets-demo:theme';

function applyTheme(value) {
  if (value === 'light' || value === 'dark') document.documentElement.setAttribute('data-theme', value);
  else document.documentElement.removeAttribute('data-theme');
}

let saved = 'auto';
try {
  saved = localStorage.getItem(storageKey) ?? 'auto';
} catch {
  // storage may be unavailable (privacy mode); the switch still works for this visit
}
const fromQuery = new URLSearchParams(location.search).get('theme');
applyTheme(fromQuery ?? saved);

addEventListener('DOMContentLoaded', () => {
  for (const input of document.querySelectorAll('input[name="demo-theme"]')) {
    if (input.value === (fromQuery ?? saved)) input.checked = true;
    input.addEventListener('change', () => {
      applyTheme(input.value);
      try {
        localStorage.setItem(storageKey, input.value);
      } catch {
        // ignore
      }
    });
  }
});

// A language switch, the way a translated site sets its pages' language: `lang` (and `dir`) on
// <html>, which the widgets follow by themselves. `?lang=` picks one on load. Swahili is not shipped
// with the widgets: this page registers a few of its words the way any site using the CDN build
// can (the rest stay English, string by string).
window.docsWidgetsMessages = {
  sw: {
    'param-row.required': 'Inahitajika',
    'param-row.default': 'Chaguo-msingi: {value}',
    'copy-button.copy': 'Nakili',
    'copy-button.copied': 'Imenakiliwa',
    'code-block.wrap': 'Funga mistari',
  },
};
const rightToLeft = new Set(['ar', 'he']);

function applyLanguage(language) {
  document.documentElement.lang = language;
  document.documentElement.dir = rightToLeft.has(language) ? 'rtl' : 'ltr';
}

const languageFromQuery = new URLSearchParams(location.search).get('lang');
if (languageFromQuery) applyLanguage(languageFromQuery);

addEventListener('DOMContentLoaded', () => {
  const select = document.getElementById('demo-language');
  if (!(select instanceof HTMLSelectElement)) return;
  select.value = document.documentElement.lang || 'en';
  select.addEventListener('change', () => applyLanguage(select.value));
});

const loggedInFlag = 'docs-widgets-demo:logged-in';
/** @type {string | undefined} */
let token;

function announceSession(detail) {
  window.docsWidgetsSession = detail;
  document.dispatchEvent(new CustomEvent('docs-widgets:session', { detail }));
  const button = document.getElementById('demo-login');
  if (button) {
    button.textContent = detail.state === 'loggedIn' ? 'Log out (demo)' : 'Log in (demo)';
    button.setAttribute('aria-pressed', String(detail.state === 'loggedIn'));
  }
}

function rememberLogin(on) {
  try {
    if (on) sessionStorage.setItem(loggedInFlag, '1');
    else sessionStorage.removeItem(loggedInFlag);
  } catch {
    // storage unavailable: the login is forgotten on reload
  }
}

async function logIn() {
  announceSession({ state: 'userLoading' });
  const response = await fetch('/api/demo/login', { method: 'POST' });
  if (!response.ok) return announceSession({ state: 'loggedOut' });
  token = (await response.json()).token;
  rememberLogin(true);
  announceSession({ state: 'loggedIn', accessToken: token });
}

async function logOut() {
  const previous = token;
  token = undefined;
  rememberLogin(false);
  announceSession({ state: 'loggedOut' });
  if (previous) await fetch('/api/demo/logout', { method: 'POST', headers: { authorization: `Bearer ${previous}` } });
}

addEventListener('DOMContentLoaded', () => {
  const button = document.getElementById('demo-login');
  if (!button) return;
  button.addEventListener('click', () => void (token ? logOut() : logIn()));
  let remembered = false;
  try {
    remembered = sessionStorage.getItem(loggedInFlag) === '1';
  } catch {
    // ignore
  }
  if (remembered) void logIn();
  else announceSession({ state: 'loggedOut' });
});

export {};
