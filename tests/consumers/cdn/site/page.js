// Runs before the loader's chunks have arrived: the tags are not defined yet.
const log = [];
const write = (entry) => {
  log.push(entry);
  document.getElementById('log').textContent = log.join(',');
};
write(customElements.get('accepted-values') ? 'defined-early' : 'undefined-at-start');
document.getElementById('formats').values = [{ id: 'json', name: 'json', description: 'Machine-readable output.' }];
document
  .getElementById('formats')
  .addEventListener('dw-toggle', (event) => write(event.detail.open ? 'opened' : 'closed'));
document.getElementById('callout').addEventListener('close', () => write('close-heard'));
