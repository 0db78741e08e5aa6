import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { markdownFlavors, referenceToMarkdown, referenceToText, type MarkdownFlavor } from '../spec';
import { readArguments, UsageError } from './arguments';
import { readSpec } from './read-spec';

// `docs-widgets cli-markdown spec.yaml --out docs/cli`: the CLI reference as Markdown pages that a
// static site generator renders natively, plus `llms.txt`, from the same reader, validator and
// model as <cli-reference>.

const HELP = `Usage: docs-widgets cli-markdown <spec> [--out <dir>] [--split-by-group] [options]

Writes the reference of a CLI spec as CommonMark pages with GFM tables: commands,
usage, subcommands, arguments, flags (type, required, default, accepted values,
environment variables) and examples, with the same anchors as <cli-reference>. The spec
may be in any format <cli-reference> reads: our YAML or JSON, OpenCLI, an oclif
manifest, a usage spec, a cobra YAML file or folder. With --out, also writes llms.txt,
the whole reference as one plain text file. Spec text stays text in CommonMark, GFM
and MDX (Docusaurus, Astro): it adds no markup, JSX, expression or module statement.

  --out <dir>              write index.md (and the group pages) and llms.txt into <dir>;
                           without it, the single page goes to stdout
  --split-by-group         one page per command group, plus index.md (needs --out)
  --anchor-prefix <text>   the anchor-prefix of the <cli-reference> the pages stand beside
  --docs-base <url>        resolve relative links in the spec's text against this address
  --dashboard-base <url>   resolve /dashboard/... links against this address
  --front-matter           start each page with YAML front matter holding its title
  --flavor <flavor>        the generator that reads the pages, where they disagree on
                           anchors, links and tables: gfm (default: GitHub, CommonMark,
                           MDX for Docusaurus and Astro), mkdocs (MkDocs, with the
                           attr_list extension) or myst (Sphinx with myst_parser)
  --format <format>        clispec, opencli, oclif, usage or cobra, when the content would not tell
  -h, --help               this text

Exit code 0 when the pages were written, 1 otherwise: a file that is missing or
cannot be parsed, or input that holds no CLI spec.
`;

interface Options {
  file: string | undefined;
  out: string | undefined;
  splitByGroup: boolean;
  frontMatter: boolean;
  flavor: MarkdownFlavor;
  anchorPrefix: string | undefined;
  docsBase: string | undefined;
  dashboardBase: string | undefined;
  format: string | undefined;
  help: boolean;
}

function parseArguments(args: string[]): Options {
  const line = readArguments(args, {
    switches: ['--split-by-group', '--front-matter'],
    values: ['--out', '--anchor-prefix', '--docs-base', '--dashboard-base', '--format', '--flavor'],
  });
  const files = line.positional;
  const options: Options = {
    file: undefined,
    out: line.values.get('--out'),
    splitByGroup: line.switches.has('--split-by-group'),
    frontMatter: line.switches.has('--front-matter'),
    flavor: 'gfm',
    anchorPrefix: line.values.get('--anchor-prefix'),
    docsBase: line.values.get('--docs-base'),
    dashboardBase: line.values.get('--dashboard-base'),
    format: line.values.get('--format'),
    help: line.help,
  };
  if (options.help) return options;
  const flavor = line.values.get('--flavor') ?? 'gfm';
  const known = markdownFlavors.find((name) => name === flavor);
  if (known === undefined)
    throw new UsageError(`--flavor ${flavor}: not a flavor; give one of ${markdownFlavors.join(', ')}.`);
  options.flavor = known;
  if (files.length !== 1) throw new UsageError(`Give one spec file; got ${files.length}.`);
  if (options.splitByGroup && options.out === undefined)
    throw new UsageError('--split-by-group writes several pages: give the folder with --out.');
  options.file = files[0];
  return options;
}

/** Runs `cli-markdown` with the arguments after its name; resolves to the exit code. */
export async function cliMarkdown(args: string[]): Promise<number> {
  try {
    const options = parseArguments(args);
    if (options.help) {
      process.stdout.write(HELP);
      return 0;
    }
    const spec = await readSpec(options.file!, 'writing what could be read', options.format);
    const pages = referenceToMarkdown(spec, {
      splitByGroup: options.splitByGroup,
      frontMatter: options.frontMatter,
      flavor: options.flavor,
      anchorPrefix: options.anchorPrefix,
      docsBase: options.docsBase,
      dashboardBase: options.dashboardBase,
    });
    if (options.out === undefined) {
      process.stdout.write(pages[0]!.markdown);
      return 0;
    }
    try {
      await mkdir(options.out, { recursive: true });
      for (const page of pages) await writeFile(join(options.out, page.file), page.markdown);
      await writeFile(join(options.out, 'llms.txt'), referenceToText(spec));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new UsageError(`${options.out}: cannot be written (${code ?? String(error)}).`);
    }
    const names = [...pages.map((page) => page.file), 'llms.txt'];
    process.stdout.write(`Wrote ${names.length} files to ${options.out}: ${names.join(', ')}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-widgets cli-markdown: ${error.message}\n`);
    if (/^(Give|Unknown|--)/.test(error.message))
      process.stderr.write('Run `docs-widgets cli-markdown --help` for the options.\n');
    return 1;
  }
}
