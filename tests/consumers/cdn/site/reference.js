document.querySelector('cli-reference').spec = {
  info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
  commands: [
    { id: 'demo-login', title: 'demo login', summary: 'Log in to the demo platform.', usage: 'demo login [flags]' },
  ],
};
