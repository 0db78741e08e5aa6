// The reference page's format picker (host-page code, not part of docs-widgets): the same
// <cli-reference> shows our own spec with its versions, or the demo's example CLI described in
// another format (demo/formats/specs/). The choice is kept in the address (`?format=`).

const examples = '/formats/specs';
/** @type {Record<string, { src?: string, versions?: string }>} */
const choices = {
  clispec: { versions: '/cli-versions.json' },
  opencli: { src: `${examples}/opencli/keel.opencli.json` },
  oclif: { src: `${examples}/oclif/oclif.manifest.json` },
  usage: { src: `${examples}/usage/keel.usage.kdl` },
  cobra: { src: `${examples}/cobra/keel.yaml` },
};

const picker = /** @type {HTMLSelectElement | null} */ (document.getElementById('format-picker'));
const reference = document.getElementById('platform-cli');

/** @param {string} format */
function show(format) {
  const choice = choices[format] ?? choices.clispec;
  if (!reference) return;
  if (choice.versions) {
    reference.removeAttribute('src');
    reference.setAttribute('versions', choice.versions);
  } else {
    reference.removeAttribute('versions');
    reference.setAttribute('src', /** @type {string} */ (choice.src));
  }
}

if (picker && reference) {
  const fromAddress = new URLSearchParams(location.search).get('format');
  if (fromAddress && fromAddress in choices) picker.value = fromAddress;
  if (picker.value !== 'clispec') show(picker.value);
  picker.addEventListener('change', () => {
    show(picker.value);
    const url = new URL(location.href);
    if (picker.value === 'clispec') url.searchParams.delete('format');
    else url.searchParams.set('format', picker.value);
    history.replaceState(null, '', url);
  });
}

export {};
