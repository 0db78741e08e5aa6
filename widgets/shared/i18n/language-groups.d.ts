// A language's strings of one message group (build/language-groups.ts), as language-chunks.ts imports them.
declare module '*?group=reference' {
  const messages: import('./messages').Messages;
  export default messages;
}
declare module '*?group=versions' {
  const messages: import('./messages').Messages;
  export default messages;
}
declare module '*?group=platform' {
  const messages: import('./messages').Messages;
  export default messages;
}
declare module '*?group=guides' {
  const messages: import('./messages').Messages;
  export default messages;
}
declare module '*?group=page' {
  const messages: import('./messages').Messages;
  export default messages;
}
declare module '*?group=diagnostics' {
  const messages: import('./messages').Messages;
  export default messages;
}
