// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { WidgetMetadata } from '../widgets/shared/metadata';
import { stylesOf } from './widgets';

// What a widget's metadata says it embeds (`embeds`, `embedsOnDemand`) is what its code imports of
// other widgets, and what its stylesheets hold: this test reads the sources, so neither can change
// without the other.

const widgetsRoot = resolve(import.meta.dirname, '../widgets');

const widgetFolders = readdirSync(widgetsRoot).filter(
  (name) => name !== 'shared' && statSync(join(widgetsRoot, name)).isDirectory(),
);

const metadataModules = import.meta.glob<Record<string, unknown>>('../widgets/*/*.meta.ts', { eager: true });
const styleModules = import.meta.glob<Record<string, readonly string[]>>('../widgets/*/*.styles.ts', { eager: true });

const folderOfModule = (path: string) => path.split('/').at(-2)!;

/** Every element's metadata with the folder that declares it, child tags without a shadow root too. */
const declarations = Object.entries(metadataModules).flatMap(([path, module]) =>
  Object.values(module)
    .filter((value): value is WidgetMetadata => typeof (value as WidgetMetadata | null)?.tag === 'string')
    .map((metadata) => ({ folder: folderOfModule(path), metadata })),
);
const folderOfTag = new Map(declarations.map(({ folder, metadata }) => [metadata.tag, folder]));

/** The folders of the tags the elements of `folder` declare under `field`, or the unknown tags themselves. */
function declared(folder: string, field: 'embeds' | 'embedsOnDemand'): string[] {
  const tags = declarations
    .filter((declaration) => declaration.folder === folder)
    .flatMap(({ metadata }) => metadata[field] ?? []);
  return [...new Set(tags.map((tag) => folderOfTag.get(tag) ?? `<${tag}> (no such widget)`))].sort();
}

const isSource = (file: string) =>
  /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts') && basename(file) !== 'testing.ts';

/** A widget folder's code, its subfolders' too, without its tests and test-only helpers (`testing.ts`). */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(widgetsRoot, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(widgetsRoot, folder, file))
    .filter(isSource);
}

interface Scanned {
  /** What `file` imports for its values, by specifier: `import … from`, `export … from`, `import '…'`. */
  static: string[];
  /** What it imports on demand: `import('…')`. */
  dynamic: string[];
  /** The tags it renders as elements: `<api-settings …>` in JSX, `createElement('api-settings', …)`. */
  elements: string[];
}

const typeOnly = (clause: ts.ImportClause | undefined) =>
  clause !== undefined &&
  (clause.isTypeOnly ||
    (clause.name === undefined &&
      clause.namedBindings !== undefined &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly)));

const firstString = (call: ts.CallExpression) => {
  const [first] = call.arguments;
  return first && ts.isStringLiteralLike(first) ? first.text : undefined;
};

const scanned = new Map<string, Scanned>();

/** What a source file imports and renders, read from its syntax tree (type-only imports load nothing). */
function scan(file: string): Scanned {
  let found = scanned.get(file);
  if (!found) scanned.set(file, (found = readSyntax(file)));
  return found;
}

function readSyntax(file: string): Scanned {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const found: Scanned = { static: [], dynamic: [], elements: [] };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node.importClause))
      found.static.push(node.moduleSpecifier.text);
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    )
      found.static.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      found.dynamic.push(firstString(node) ?? '');
    if (ts.isCallExpression(node) && /(?:^|\.)createElement$/.test(node.expression.getText(source)))
      found.elements.push(firstString(node) ?? '');
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))
      found.elements.push(node.tagName.getText(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where a relative specifier of `file` points, without its query (`./a.css?inline`); undefined for a package. */
const target = (file: string, specifier: string) =>
  specifier.startsWith('.') ? resolve(dirname(file), specifier.replace(/\?.*$/, '')) : undefined;

/** The widget folder a path is in, when it is another widget's (not `shared/`, not outside `widgets/`). */
function otherWidget(path: string | undefined, folder: string): string | undefined {
  const [first] = path === undefined ? [] : relative(widgetsRoot, path).split(sep);
  return first !== folder && widgetFolders.includes(first!) ? first : undefined;
}

/** The source file a path of the widget's own code names (`./card` → `card.tsx`), if it is one. */
function sourceFile(path: string): string | undefined {
  return [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile() && isSource(candidate),
  );
}

/**
 * The other widgets a folder's code imports: `withIt` when a module loaded with the widget imports
 * them (its entries, `index.ts`, `embed.ts`, `server.ts`, `server-assets.ts`, `<tag>.meta.ts`,
 * `<tag>.styles.ts`, and what they import in turn), `onDemand` when only code the widget loads
 * behind an `import()` does.
 */
function importedWidgets(folder: string): { withIt: string[]; onDemand: string[] } {
  const files = sourceFiles(folder);
  const isEntry = (file: string) =>
    dirname(file) === join(widgetsRoot, folder) &&
    /^(?:index|embed|server|server-assets)\.ts$|\.(?:meta|styles)\.ts$/.test(basename(file));
  const loadedWithIt = new Set(files.filter(isEntry));
  for (const file of loadedWithIt)
    for (const specifier of scan(file).static) {
      const path = target(file, specifier);
      const own = path?.startsWith(join(widgetsRoot, folder, sep)) ? sourceFile(path) : undefined;
      if (own) loadedWithIt.add(own);
    }
  const widgetsOf = (file: string, specifiers: string[]) =>
    specifiers.flatMap((specifier) => otherWidget(target(file, specifier), folder) ?? []);
  const withIt = new Set([...loadedWithIt].flatMap((file) => widgetsOf(file, scan(file).static)));
  const all = new Set(
    files.flatMap((file) => {
      const imports = scan(file);
      return widgetsOf(file, [...imports.static, ...imports.dynamic]);
    }),
  );
  return { withIt: [...withIt].sort(), onDemand: [...all].filter((other) => !withIt.has(other)).sort() };
}

const camelCase = (tag: string) => tag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The sheets a widget that embeds the component of `folder` adopts: its `<tag>Styles`. */
const embedderSheets = (folder: string): readonly string[] =>
  Object.entries(styleModules).find(([path]) => folderOfModule(path) === folder)?.[1][`${camelCase(folder)}Styles`] ??
  [];

/** `folder`'s declared embeds, theirs in turn, and so on. */
function embedsWithTheirs(folder: string): Set<string> {
  const all = new Set(declared(folder, 'embeds'));
  for (const embedded of all) for (const next of declared(embedded, 'embeds')) all.add(next);
  return all;
}

/** Whether the code of `folder` renders `tag` as an element (`<api-settings>` in `<project-setup>`'s tree). */
const rendersElement = (folder: string, tag: string) =>
  sourceFiles(folder).some((file) => scan(file).elements.includes(tag));

describe('the widgets a widget embeds, as its metadata declares them', () => {
  it.each(widgetFolders)('%s declares every other widget its code imports, and no other', (folder) => {
    const imported = importedWidgets(folder);
    expect({ embeds: declared(folder, 'embeds'), embedsOnDemand: declared(folder, 'embedsOnDemand') }).toEqual({
      embeds: imported.withIt,
      embedsOnDemand: imported.onDemand,
    });
  });

  it.each(widgetFolders)(
    '%s adopts the sheets of every widget whose component it embeds, and embeds every widget whose sheets it adopts',
    (folder) => {
      const own = new Set(stylesOf(folder));
      for (const embedded of declared(folder, 'embeds')) {
        const sheets = embedderSheets(embedded);
        // A widget that renders another's element gives it its own shadow root, with its own sheets.
        if (rendersElement(folder, embedded)) continue;
        expect(
          sheets.filter((sheet) => !own.has(sheet)),
          `${folder} embeds ${embedded}, whose ${camelCase(embedded)}Styles it does not adopt`,
        ).toEqual([]);
      }
      const adopted = widgetFolders.filter(
        (other) =>
          other !== folder &&
          embedderSheets(other).length > 0 &&
          embedderSheets(other).every((sheet) => own.has(sheet)),
      );
      const embeds = embedsWithTheirs(folder);
      expect(
        adopted.filter((other) => !embeds.has(other)),
        `${folder} adopts these widgets' sheets without embedding them`,
      ).toEqual([]);
    },
  );

  it('catches every form of import between widgets, and only those', () => {
    expect(importedWidgets('cli-reference').withIt).toEqual([
      'accepted-values',
      'code-block',
      'param-row',
      'persisted-tabs',
    ]);
    expect(importedWidgets('code-block')).toEqual({ withIt: ['copy-button'], onDemand: ['api-settings'] });
    expect(importedWidgets('docs-accordion')).toEqual({ withIt: [], onDemand: [] });
  });
});
