import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { CodeBlock } from '../code-block';
// eslint-disable-next-line no-restricted-imports -- the shell highlighter; <code-block> itself loads it lazily, so its index cannot export it
import { registerShellHighlighter } from '../code-block/highlighting/shell';
import { useConfig, useElement } from '../shared/context';
import { useLayoutPending } from '../shared/scroll-anchor';
import { searchCopySlot } from '../shared/prerendered';
import { BLOCK_SIZE, SectionBlock, sectionBlocks } from './sections/section-blocks';
import { GlobalFlagsSection } from './sections/global-flags-section';
import { placeholdersWork, usePlaceholderSections } from './sections/placeholder-sections';
import { HydrationGates, HydrationGatesProvider } from './hydration/hydrate-when-needed';
import type { SectionContext } from './sections/section-context';
import { useMessages, type Translate } from '../shared/i18n';
import { cliReferenceMessages } from './messages';
import { createLinkResolver, renderMarkdown } from './sections/markdown';
import {
  buildReferenceModel,
  countEntries,
  inheritedFlags,
  isNote,
  visibleNavItems,
  visibleSpec,
  type CliSpec,
  type SpecProblem,
} from '../../spec';
import { ReferenceNav } from './navigation/reference-nav';
import { NavBones } from './reference-states';
import { SectionBoundary } from './sections/section-boundary';
import { problemSummary, SpecProblems } from './spec-problems';
import { useCommandFilter } from './navigation/use-command-filter';
import { useDeepLinks, type ScrollPlace } from './navigation/use-deep-links';
import { focusFilter, onFilterKeyDown, onListKeyDown } from './navigation/filter-keys';
import type { SpecTiming } from './use-spec-source';
import type { RenderedDetail } from './rendered-detail';

// Loaded with the reference, so its shell code is coloured in the first render.
registerShellHighlighter();

/** Sections in the first commit: with the header and the global flags, the first screen of most specs. */
const FIRST_SECTIONS = 1;
/**
 * The other sections follow in React transitions, rendered in slices that leave the page
 * responsive and committed at once. The first step is small; each next one twice the size, up to
 * MAX_STEP: a typical spec needs two or three, a 5 MB spec of 4,000 commands seven and a 20 MB one
 * of 16,000 a dozen, since each commit costs the page a frame over every section already there.
 */
const SECOND_STEP = 40;
const MAX_STEP = 2000;

export interface CliReferenceProps {
  /** A validated spec (see `validateSpec`). */
  spec: CliSpec;
  /** What the validator could not keep; listed above the reference. */
  problems?: readonly SpecProblem[];
  /**
   * Put before every section id, to keep two references on one page apart.
   * @default ''
   */
  anchorPrefix?: string;
  /** When the spec arrived, for the timings in `onRendered`. */
  timing?: SpecTiming;
  /** Called once every section is in the DOM. */
  onRendered?: (detail: RenderedDetail) => void;
  /** Shown in the header after the title: the version picker. */
  versionControls?: ReactNode;
  /** Shown above the navigation and sections: a notice, the "What changed" view. */
  notice?: ReactNode;
  /** Shown under the filter box: the "changed since" toggle. */
  filterControls?: ReactNode;
  /** Keeps only these commands (and the global flags when `globalFlags`), on top of the filter. */
  restrict?: { commands: ReadonlySet<string>; globalFlags: boolean } | undefined;
  /**
   * Called, in a `flushSync`, when a link or the address names a section `restrict` keeps out: it
   * lifts the restriction, so the reader lands on what they asked for.
   */
  onLiftRestrict?: (sectionId: string) => void;
  /** What a section (`title`: under its heading, `flags`: after its flags) or a flag row (`title`) shows about its history. */
  annotate?: SectionContext['annotate'];
  /** Where to scroll once rendered instead of the address's section: the section read before a version switch. */
  initialScroll?: ScrollPlace | undefined;
  /** Called with the address's fragment when it names no section or flag here, and with undefined when it does. */
  onMissing?: (id: string | undefined) => void;
  /**
   * Renders every section at once instead of the first one first: for server rendering, and for
   * hydrating its markup, which already holds them all.
   * @default false
   */
  allSections?: boolean;
  /**
   * `spec` is only the spec's start, shown while the rest is read: the view shows what it has, and
   * is not complete (no `onRendered`, no scrolling to the address) until the whole spec replaces it.
   * @default false
   */
  pending?: boolean;
}

/** Box-drawing characters: a table drawn in text, which only reads when its lines are kept whole. */
const boxDrawing = /[\u2500-\u257f]/;

/**
 * A code block in spec text. Its lines wrap from the start, so a description's command or comment is
 * read whole in a narrow column; a table drawn with box characters scrolls instead.
 */
const renderCode = (code: string, language: string | undefined) => (
  <CodeBlock code={code} language={language} defaultWrap={!boxDrawing.test(code)} noParts />
);

/** `50 commands, 29 topics`, or `3 of 50 commands` while a filter holds: a topic is no command to run. */
function countText(
  t: Translate<keyof typeof cliReferenceMessages.english>,
  all: { commands: number; topics: number },
  matched?: { commands: number; topics: number },
): string {
  const values = { commands: all.commands, topics: all.topics };
  if (!matched) return t(all.topics > 0 ? 'commands-topics' : 'commands', values);
  const matchedValues = { ...values, matched: matched.commands, matchedTopics: matched.topics };
  return t(all.topics > 0 ? 'commands-topics-matched' : 'commands-matched', matchedValues);
}

function versionLabel(version: string): string {
  return /^v\d/i.test(version) ? version : `v${version}`;
}

/** The whole reference for a validated spec: header, navigation with filter, and one section per command. */
export function CliReference({
  spec: givenSpec,
  problems = [],
  anchorPrefix = '',
  timing,
  onRendered,
  versionControls,
  notice,
  filterControls,
  restrict,
  onLiftRestrict,
  annotate,
  initialScroll,
  onMissing,
  allSections = false,
  pending = false,
}: CliReferenceProps) {
  const docsBase = useConfig('docs-base');
  const dashboardBase = useConfig('dashboard-base');
  // Hidden commands, flags and arguments are in the spec (a converted spec loses nothing) but not shown.
  const spec = useMemo(() => visibleSpec(givenSpec), [givenSpec]);
  const model = useMemo(() => buildReferenceModel(spec, anchorPrefix), [spec, anchorPrefix]);
  const inherited = useMemo(() => inheritedFlags(model), [model]);
  const resolveLink = useMemo(
    () => createLinkResolver(docsBase, (id) => anchorPrefix + id, dashboardBase),
    [docsBase, anchorPrefix, dashboardBase],
  );
  const context = useMemo<SectionContext>(
    () => ({
      byId: model.byId,
      language: spec.info.language ?? 'sh',
      resolveLink,
      renderCode,
      globalFlagsAnchor: model.globalFlagsAnchor,
      hasGlobalFlags: spec.flags.length > 0,
      annotate,
      inherited,
      allAtOnce: allSections,
    }),
    [model, spec, resolveLink, annotate, inherited, allSections],
  );

  // Taking the server's markup over: each section hydrates when the reader needs it (see
  // hydrate-when-needed.tsx). Decided once: sections rendered later render at once.
  const element = useElement();
  const [gates] = useState(() => {
    const root = element?.host.shadowRoot;
    return allSections && element?.hydrates && root ? HydrationGates.of(root) : undefined;
  });
  useEffect(() => () => gates?.dispose(), [gates]);

  const { query, setQuery, filter, matches, globalFlagsShown, firstMatch, keepsNow } = useCommandFilter(
    model,
    spec,
    restrict,
  );
  const navVisible = useMemo(() => visibleNavItems(model, matches), [model, matches]);

  const lost = useMemo(() => problems.filter((problem) => !isNote(problem)).length, [problems]);
  const total = model.entries.length;
  const counted = useMemo(() => countEntries(model), [model]);
  // In a browser that reaches `hidden="until-found"` text, a reference rendered here (not taken
  // over from the server's markup, which holds every section) starts its sections as placeholders.
  const [placeholders] = useState(() => placeholdersWork && !allSections);
  const [searchCopies] = useState(
    () => placeholders && element?.host.querySelector(`[slot^="${searchCopySlot('')}"]`) != null,
  );
  const placeholderSections = usePlaceholderSections({
    enabled: placeholders,
    model,
    matches,
    context,
    searchCopies,
  });
  const blocks = useMemo(() => sectionBlocks(model.entries), [model]);
  const [rendered, setRendered] = useState(allSections || placeholders ? total : Math.min(total, FIRST_SECTIONS));
  useEffect(() => {
    if (placeholders || rendered >= total) return;
    const step = Math.min(MAX_STEP, Math.max(SECOND_STEP, 2 * (rendered - FIRST_SECTIONS)));
    startTransition(() => setRendered(Math.min(total, rendered + step)));
  }, [placeholders, rendered, total]);

  const firstSectionAt = useRef(0);
  useLayoutEffect(() => {
    if (firstSectionAt.current === 0) firstSectionAt.current = performance.now();
  }, []);
  const onRenderedRef = useRef(onRendered);
  onRenderedRef.current = onRendered;
  const complete = (placeholders ? placeholderSections.complete : rendered >= total) && !pending;
  // A section the page was opened at, below the reference, waits for all of them.
  useLayoutPending(!complete);
  useEffect(() => {
    if (!complete) return;
    const detail: RenderedDetail = {
      ...counted,
      problems: problems.length,
      receivedAt: timing?.receivedAt,
      readyAt: timing?.readyAt,
      firstSectionAt: firstSectionAt.current,
      renderedAt: performance.now(),
    };
    onRenderedRef.current?.(detail);
    // `problems` is left out on purpose: the event is about this spec's sections, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete, total, counted, timing]);

  // Kept while only the filter box, the navigation or the section being read change: a keystroke
  // or a scroll then does not walk every block again.
  const sectionList = useMemo(
    () =>
      placeholders
        ? null
        : blocks.map((block, index) => {
            const start = index * BLOCK_SIZE;
            if (start >= rendered) return null;
            const shown = start + block.length <= rendered ? block : block.slice(0, rendered - start);
            return <SectionBlock key={index} entries={shown} matches={matches} context={context} />;
          }),
    [placeholders, blocks, rendered, matches, context],
  );

  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const liftRef = useRef(onLiftRestrict);
  liftRef.current = onLiftRestrict;
  const reveal = useCallback(
    (sectionId: string) => {
      // Hidden only until the filter's deferred render catches up with the box (Enter right after typing).
      if (keepsNow(sectionId)) return;
      const command = model.entries.find((entry) => entry.anchor === sectionId)?.command.id;
      const kept = command === undefined ? restrict?.globalFlags : restrict?.commands.has(command);
      flushSync(() => {
        setQuery('');
        if (restrict && !kept) liftRef.current?.(sectionId);
      });
    },
    [setQuery, model, restrict, keepsNow],
  );
  const { current, land } = useDeepLinks({
    container,
    ready: complete,
    onReveal: reveal,
    onNeed: placeholders ? placeholderSections.makeWhole : undefined,
    initialScroll,
    onMissing,
  });

  const search = useRef<HTMLInputElement>(null);
  // The "/" hint shows once "/" works: not in the server's markup, which a prerendered reference
  // shows until the reader first touches it, with no script listening for the key.
  const [shortcutWorks, setShortcutWorks] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.composedPath()[0] as HTMLElement | undefined;
      if (target && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.localName))) return;
      const box = container?.getBoundingClientRect();
      if (!box || box.bottom < 0 || box.top > innerHeight || box.height === 0) return;
      event.preventDefault();
      if (search.current) focusFilter(search.current);
    };
    document.addEventListener('keydown', onKey);
    setShortcutWorks(true);
    return () => document.removeEventListener('keydown', onKey);
  }, [container]);

  const t = useMessages(cliReferenceMessages);
  const [navOpen, setNavOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navListId = useId();
  const matchedCount = useMemo(() => (matches ? countEntries(model, matches) : undefined), [model, matches]);
  const { info } = spec;
  const headerLinks = [
    { label: t('source-code'), href: info.source },
    { label: t('issue-tracker'), href: info.bugs },
    { label: t('spec-file'), href: info.spec },
  ]
    .map((link) => ({ ...link, href: link.href ? resolveLink(link.href) : undefined }))
    .filter((link): link is { label: string; href: string } => link.href !== undefined);

  return (
    <HydrationGatesProvider value={gates}>
      <div className="cli-reference" ref={setContainer}>
        <header className="reference-header" part="header">
          {info.title ? (
            <h2 className="reference-title">
              {info.title}
              {info.version && !versionControls ? <span className="version">{versionLabel(info.version)}</span> : null}
            </h2>
          ) : null}
          {versionControls}
          {info.description ? (
            <div className="reference-description">
              <SectionBoundary
                label="the description"
                fallback={(error) => (
                  <p className="dw-problem" role="alert">
                    {t('description-failed', { error: error.message })}
                  </p>
                )}
              >
                {renderMarkdown(info.description, resolveLink, renderCode, 2)}
              </SectionBoundary>
            </div>
          ) : null}
          {headerLinks.length > 0 ? (
            <ul className="reference-links">
              {headerLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.href} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </header>

        {problems.length > 0 ? (
          <details className="spec-problems" part="problems" data-notes-only={lost === 0 ? '' : undefined}>
            <summary>{problemSummary(lost, problems.length - lost)}</summary>
            <SpecProblems problems={problems} />
          </details>
        ) : null}

        {notice}

        <div className="layout">
          <nav
            className="nav"
            part="nav"
            aria-label={info.title ? t('nav-label', { title: info.title }) : t('nav-label-untitled')}
            data-open={navOpen ? '' : undefined}
            // On a narrow screen the list folds over the page: choosing a command closes it.
            onClick={(event) => {
              if (navOpen && (event.target as Element).closest('.nav-scroll a[href]')) setNavOpen(false);
            }}
            onKeyDown={(event) => {
              onListKeyDown(event, search.current);
              // After the filter's own Escape (which clears it): the open list closes, focus back on its button.
              if (event.key !== 'Escape' || event.defaultPrevented || !navOpen) return;
              event.preventDefault();
              setNavOpen(false);
              toggle.current?.focus();
            }}
          >
            <p className="dw-no-script no-script-note">{t('no-script-filter')}</p>
            <div className="search">
              <input
                ref={search}
                type="search"
                className="search-input"
                part="search"
                placeholder={t('filter-placeholder')}
                aria-label={t('filter-label')}
                aria-keyshortcuts={shortcutWorks ? '/' : undefined}
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && query) {
                    event.preventDefault();
                    setQuery('');
                  }
                  onFilterKeyDown(event, { firstMatch, land, setListOpen: setNavOpen });
                }}
              />
              <kbd className="search-key" aria-hidden="true" hidden={!shortcutWorks}>
                /
              </kbd>
            </div>
            {filterControls}
            <p className="match-count" role="status">
              {pending ? '' : countText(t, counted, matchedCount)}
            </p>
            <button
              ref={toggle}
              type="button"
              className="nav-toggle"
              aria-expanded={navOpen}
              aria-controls={navListId}
              aria-label={t(navOpen ? 'hide-command-list' : 'show-command-list')}
              onClick={() => setNavOpen(!navOpen)}
            >
              {t('command-list')}
            </button>
            {/* The command list follows with the second batch of sections: the first paint is the page's top. */}
            {(placeholders ? placeholderSections.started : rendered > FIRST_SECTIONS) || complete ? (
              <SectionBoundary
                label="the command list"
                fallback={(error) => (
                  <p className="dw-problem nav-scroll" id={navListId} role="alert">
                    {t('command-list-failed', { error: error.message })}
                  </p>
                )}
              >
                <ReferenceNav
                  id={navListId}
                  model={model}
                  visible={navVisible}
                  current={current}
                  hasGlobalFlags={spec.flags.length > 0}
                  open={navOpen}
                  inSteps={placeholders}
                />
              </SectionBoundary>
            ) : (
              // Until it comes (for the whole reading when only the spec's start is read), the
              // list, on a phone the one the button opens, says it is coming rather than stand empty.
              <div className="nav-scroll" id={navListId} aria-busy="true">
                <p className="dw-visually-hidden">{t('command-list-loading')}</p>
                <NavBones />
              </div>
            )}
          </nav>

          <div className="sections" part="sections">
            {spec.flags.length > 0 ? <slot name={searchCopySlot(model.globalFlagsAnchor)} /> : null}
            {spec.flags.length > 0 ? (
              <GlobalFlagsSection
                flags={spec.flags}
                anchor={model.globalFlagsAnchor}
                hidden={!globalFlagsShown}
                context={context}
                annotate={annotate}
              />
            ) : null}
            {placeholders ? placeholderSections.sections : sectionList}
            {matches && matches.size === 0 ? (
              <div className="empty-state" part="empty">
                <p>
                  {filter.trim()
                    ? t(restrict ? 'no-match-filter-changed' : 'no-match-filter', { filter: filter.trim() })
                    : t(restrict ? 'no-match-changed' : 'no-match')}
                </p>
                <button type="button" onClick={() => setQuery('')}>
                  {t('clear-filter')}
                </button>
              </div>
            ) : null}
            {total === 0 ? <p className="empty-state">{t('no-commands')}</p> : null}
          </div>
        </div>
      </div>
    </HydrationGatesProvider>
  );
}
