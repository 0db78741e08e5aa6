// What `<code-block>` loads for shell code: the shell highlighter, which registers itself. A module of
// its own because `shell.ts` is also imported statically (by the CLI reference): a module imported
// both ways would make the bundler build a namespace object for it, with a helper that every page
// would load.
import './shell';
