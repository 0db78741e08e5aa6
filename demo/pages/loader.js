// Host-page script for the loader check: adds a widget after load, as client-side code would.
document.getElementById('add')?.addEventListener('click', () => {
  const element = document.createElement('sms-warning');
  element.id = 'added';
  element.setAttribute('heading', 'Added after load');
  document.getElementById('later')?.append(element);
});
