import { posix, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The package's hand-written entry points (package/index.ts, server.ts, docusaurus.ts, astro.ts,
 * loader.ts) get their type declarations from the TypeScript compiler, run on the real modules:
 * what a consumer's editor shows is what the code says, with its JSDoc. The declarations of each
 * entry and of every module they import are written under `dist/lib/declarations/`, keeping the
 * source layout, with `.js` added to relative specifiers (an AST transform) so Node-style module
 * resolution finds them. The tags' own types stay generated from the metadata (package-files.ts).
 */

export const declarationsFolder = 'declarations';

/** `package/index.ts` → `declarations/package/index.js`: the specifier a generated entry re-exports. */
export function declarationSpecifier(source: string): string {
  return `./${declarationsFolder}/${source.replace(/\.tsx?$/, '.js')}`;
}

function withJsExtension(context: ts.TransformationContext) {
  const { factory } = context;
  const relativeWithoutExtension = (node: ts.Node | undefined): node is ts.StringLiteral =>
    node !== undefined && ts.isStringLiteral(node) && /^\.\.?\//.test(node.text) && !/\.[cm]?js$/.test(node.text);
  const fixed = (node: ts.StringLiteral) => factory.createStringLiteral(`${node.text}.js`);
  const visit = (node: ts.Statement): ts.Statement => {
    if (ts.isImportDeclaration(node) && relativeWithoutExtension(node.moduleSpecifier)) {
      return factory.updateImportDeclaration(
        node,
        node.modifiers,
        node.importClause,
        fixed(node.moduleSpecifier),
        node.attributes,
      );
    }
    if (ts.isExportDeclaration(node) && relativeWithoutExtension(node.moduleSpecifier)) {
      return factory.updateExportDeclaration(
        node,
        node.modifiers,
        node.isTypeOnly,
        node.exportClause,
        fixed(node.moduleSpecifier),
        node.attributes,
      );
    }
    return node;
  };
  // Imports and exports are top-level statements of a declaration file.
  return (file: ts.SourceFile | ts.Bundle) =>
    ts.isSourceFile(file)
      ? factory.updateSourceFile(
          file,
          file.statements.map((statement) => visit(statement) as ts.Statement),
        )
      : file;
}

/**
 * Declarations for `entries` (paths from `root`) and the modules they import: declaration path
 * (relative to `dist/lib`) → contents. Throws with the compiler's messages when one cannot be
 * emitted.
 */
export function emitDeclarations(root: string, entries: readonly string[]): Record<string, string> {
  const configPath = resolve(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root, undefined, configPath);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationDir: resolve(root, declarationsFolder),
    rootDir: root,
    skipLibCheck: true,
  };
  const program = ts.createProgram(
    entries.map((entry) => resolve(root, entry)),
    options,
  );
  const emitted: Record<string, string> = {};
  const result = program.emit(
    undefined,
    (fileName, text) => {
      emitted[relative(root, fileName)] = text;
    },
    undefined,
    true,
    { afterDeclarations: [withJsExtension] },
  );
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    throw new Error(ts.formatDiagnostics(errors, ts.createCompilerHost(options)));
  }
  // Only the entries and what they import: the program holds every module they reach.
  const wanted = new Set<string>();
  const queue = entries.map((entry) => `${declarationsFolder}/${entry.replace(/\.tsx?$/, '.d.ts')}`);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (wanted.has(file)) continue;
    if (emitted[file] === undefined) throw new Error(`the compiler wrote no ${file}`);
    wanted.add(file);
    for (const { fileName } of ts.preProcessFile(emitted[file]).importedFiles) {
      if (/^\.\.?\//.test(fileName)) queue.push(posix.join(posix.dirname(file), fileName.replace(/\.js$/, '.d.ts')));
    }
  }
  return Object.fromEntries([...wanted].sort().map((file) => [file, emitted[file]!]));
}
