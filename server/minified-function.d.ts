/** A module's one exported function as minified source text (build/minified-functions.ts). */
declare module '*?minified-function' {
  const source: string;
  export default source;
}
