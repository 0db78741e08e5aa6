// The demo page's own script (a host page's code, not part of docs-widgets): a theme switch
// that sets `data-theme` on <html>, the way Docusaurus and Starlight sites do. The widgets
// follow it by themselves.
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
