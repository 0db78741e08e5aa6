// The format pages' own script (host-page code, not part of docs-widgets): a picker that points
// the page's <cli-reference> at another fixture, kept in the address (`?file=`), and a note when
// the shared fixtures are not beside the project (they are read in place, never copied).

const reference = document.querySelector('cli-reference');
const picker = document.querySelector('select[data-fixture-picker]');
const notice = document.querySelector('[data-fixtures-missing]');

if (picker && reference) {
  const chosen = new URLSearchParams(location.search).get('file');
  if (chosen && [...picker.options].some((option) => option.value === chosen)) picker.value = chosen;
  reference.setAttribute('src', picker.value);
  picker.addEventListener('change', () => {
    reference.setAttribute('src', picker.value);
    const url = new URL(location.href);
    url.searchParams.set('file', picker.value);
    history.replaceState(null, '', url);
  });
}

// A missing fixture folder is said in words above the element's own 404 message.
if (reference && notice) {
  const src = reference.getAttribute('src') ?? '';
  fetch(src, { method: 'HEAD' }).then(
    (response) => {
      if (response.status === 404) notice.hidden = false;
    },
    () => {
      notice.hidden = false;
    },
  );
}

export {};
