#!/usr/bin/env node
// Lists the functions longer than a reader can hold in mind (over 80 lines, first line to last,
// nested functions counted in their outer one too) in the runtime, the loader, the server and the
// spec pipeline. Tests and test-only modules are left out: a long `describe` block is a list, not
// logic to follow.
//
//   node build/long-functions.mjs            every folder below, longest first; exit 1 on a long
//                                             function in a folder of CHECKED_FOLDERS
//   node build/long-functions.mjs spec base  these folders only
//
// build/long-functions.test.ts runs the same check on CHECKED_FOLDERS in the unit suite.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** @typedef {{ file: string, name: string, line: number, lines: number }} FunctionLength */

/** A function may be this long; one line more is reported. */
export const MAX_FUNCTION_LINES = 80;

/** Folders whose long functions fail the check: the ones the layers' readers most need to follow. */
export const CHECKED_FOLDERS = ['base', 'spec', 'loader', 'server', 'widgets/shared'];

/** Folders that are measured and listed, failing or not. */
export const MEASURED_FOLDERS = ['base', 'spec', 'loader', 'server', 'widgets/shared'];

const root = resolve(import.meta.dirname, '..');

function isTestOnly(path) {
  return /\.(test|testing|spec)\.tsx?$/.test(path) || /(^|\/)(testing|test-fixtures)\.tsx?$/.test(path);
}

function sourceFiles(folder) {
  const found = [];
  const visit = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestOnly(entry.name)) found.push(path);
    }
  };
  visit(resolve(root, folder));
  return found.sort();
}

/** What a reader would call the function: its own name, its variable's, its property's, or where it is. */
function nameOf(node, file) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(file);
  if (parent && ts.isPropertyDeclaration(parent)) return parent.name.getText(file);
  if (parent && ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(file).slice(0, 40)})`;
  return '(anonymous)';
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/**
 * Every function of one file with its length in lines.
 * @param {string} path
 * @returns {FunctionLength[]}
 */
export function functionsOf(path) {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {FunctionLength[]} */
  const found = [];
  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file: relative(root, path), name: nameOf(node, file), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The functions over `limit` lines in these folders, longest first.
 * @param {readonly string[]} folders
 * @returns {FunctionLength[]}
 */
export function longFunctions(folders, limit = MAX_FUNCTION_LINES) {
  return folders
    .flatMap((folder) => sourceFiles(folder).flatMap(functionsOf))
    .filter((entry) => entry.lines > limit)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

function inFolder(file, folder) {
  return file === folder || file.startsWith(`${folder}/`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : MEASURED_FOLDERS;
  const long = longFunctions(folders);
  for (const { file, name, line, lines } of long) console.log(`${String(lines).padStart(5)}  ${name}  ${file}:${line}`);
  const failing = long.filter(({ file }) => CHECKED_FOLDERS.some((folder) => inFolder(file, folder)));
  console.log(
    `${long.length} function(s) over ${MAX_FUNCTION_LINES} lines in ${folders.join(', ')}; ` +
      `${failing.length} in the checked folders (${CHECKED_FOLDERS.join(', ')})`,
  );
  if (failing.length > 0) process.exitCode = 1;
}
