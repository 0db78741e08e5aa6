// The demo page's stand-in for what the API settings will pass to code samples: the reader's
// own project values, one of them a secret. A page sets them through the `values` property.
const values = {
  'project-url': 'https://abcdefghijklmnopqrst.supabase.co',
  'secret-key': { value: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz', secret: true },
};

customElements.whenDefined('code-block').then(() => {
  const block = document.querySelector('#code-values');
  if (block) block.values = values;
});
