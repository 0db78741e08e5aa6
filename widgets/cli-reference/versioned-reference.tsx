import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAnnounce, useConfig, useDispatch, useElement, useHostState } from '../shared/context';
import { sharedSheet } from '../shared/stylesheets';
import { readQueryValue, withQueryValue } from '../persisted-tabs';
import { CliReference, type RenderedDetail } from './cli-reference';
import { createLinkResolver, renderSummary } from './markdown';
import { Failure, Skeleton, useRenderedEvent } from './cli-reference.element';
import {
  chooseFormat,
  diffSpecs,
  diffToMarkdown,
  fetchSpec,
  SpecLoadError,
  validateSpecInSlices,
  type CliSpec,
  type FlagDiff,
  type SpecDiff,
  type SpecProblem,
  type ValidationResult,
} from '../../spec';
import { readSpec } from '../../spec/browser';
import {
  anchorsOf,
  buildMarkers,
  byDistance,
  comparedWith,
  initialVersion,
  parseVersionsText,
  readVersionsIndex,
  versionLabel,
  type Marker,
  type VersionEntry,
  type VersionMarkers,
} from './spec-versions';
import type { ScrollPlace } from './use-deep-links';
import css from './versions.css?inline';
import { ChangeText, RemovedFlags } from './version-text';

// <cli-reference versions="…"> and the `specs` property: the index, the picker, the markers, the
// "not in this version" notice and the "What changed" view. A chunk of its own (see the element).

type IndexState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; versions: VersionEntry[]; problems: string[]; load: number };

type VersionLoad =
  | { status: 'loading' }
  | { status: 'ready'; spec: CliSpec; problems: SpecProblem[]; receivedAt: number; readyAt: number }
  | { status: 'failed'; message: string };

interface Props {
  versionsSrc: string | undefined;
  specs: unknown;
  anchorPrefix: string;
  timeout: number | undefined;
}

let indexLoads = 0;

/** Adopts the versions' CSS into the element's shadow root, once. */
function useVersionsSheet(host: HTMLElement | undefined): void {
  useEffect(() => {
    const root = host?.shadowRoot;
    if (!root) return;
    const sheet = sharedSheet(css);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host]);
}

export default function VersionedReference({ versionsSrc, specs, anchorPrefix, timeout }: Props) {
  const element = useElement();
  const dispatch = useDispatch();
  const tag = element?.tag ?? 'cli-reference';
  useVersionsSheet(element?.host);
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const attribute = specs !== undefined && specs !== null ? 'specs property' : 'attribute "versions"';

  useEffect(() => {
    const ready = (result: ReturnType<typeof readVersionsIndex>) => {
      indexLoads += 1;
      setIndex(
        result.ok
          ? { status: 'ready', versions: result.versions, problems: result.problems, load: indexLoads }
          : { status: 'error', message: `The versions index is not usable: ${result.message}` },
      );
    };
    if (specs !== undefined && specs !== null) {
      ready(readVersionsIndex(specs, document.baseURI, true));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timeout')), timeout ?? 10_000);
    setIndex({ status: 'loading' });
    let url: string;
    try {
      url = new URL(versionsSrc ?? '', document.baseURI).href;
    } catch {
      setIndex({ status: 'error', message: `The versions index address is not valid: ${versionsSrc}` });
      return;
    }
    fetch(url, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
        ready(parseVersionsText(await response.text(), url));
      })
      .catch((error: unknown) => {
        if (
          controller.signal.aborted &&
          controller.signal.reason instanceof Error &&
          controller.signal.reason.message !== 'timeout'
        )
          return;
        const reason = controller.signal.aborted
          ? 'it did not arrive in time'
          : String((error as Error)?.message ?? error);
        setIndex({ status: 'error', message: `The versions index at ${url} could not be loaded: ${reason}.` });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort(new Error('replaced'));
    };
  }, [versionsSrc, specs, timeout, attempt]);

  const message = index.status === 'error' ? index.message : undefined;
  useEffect(() => {
    if (message === undefined) return;
    console.warn(`<${tag}> ${attribute}: ${message}`);
    dispatch('dw-load-error', { message });
  }, [message, tag, attribute, dispatch]);
  useHostState(index.status === 'ready' ? undefined : index.status);

  if (index.status === 'loading') return <Skeleton />;
  if (index.status === 'error')
    return (
      <Failure
        tag={tag}
        title={`could not read its versions (${attribute}).`}
        onRetry={versionsSrc ? () => setAttempt((count) => count + 1) : undefined}
      >
        <p>{index.message}</p>
      </Failure>
    );
  return (
    <VersionsView
      key={index.load}
      versions={index.versions}
      indexProblems={index.problems}
      anchorPrefix={anchorPrefix}
      timeout={timeout}
    />
  );
}

/** The address without the query parameter `name` (the other parameters kept as written). */
function withoutQueryValue(href: string, name: string): string {
  const url = new URL(href);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      try {
        return decodeURIComponent(part.split('=')[0]!.replace(/\+/g, ' ')) !== name;
      } catch {
        return true;
      }
    });
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url.href;
}

/**
 * The page's address showing `version` and, when given, a fragment. The newest version is what
 * the plain address shows, so its address names no version (pass no `newest` for an address that
 * must keep naming it, such as a link in an exported changelog).
 */
function addressFor(queryName: string, version: string, anchor?: string, newest?: string): string {
  const url = new URL(
    version === newest
      ? withoutQueryValue(location.href, queryName)
      : withQueryValue(location.href, queryName, version),
  );
  if (anchor !== undefined) url.hash = encodeURIComponent(anchor);
  return url.href;
}

async function loadVersion(
  entry: VersionEntry,
  signal: AbortSignal,
  timeout: number | undefined,
): Promise<VersionLoad> {
  try {
    let read: ValidationResult;
    let receivedAt = performance.now();
    // Parsed and validated in a worker where one can start (see spec/read-spec.ts).
    if (entry.src !== undefined) {
      const fetched = await fetchSpec(entry.src, { signal, timeout });
      receivedAt = fetched.receivedAt;
      read = await readSpec({ ...fetched, source: entry.src }, signal);
    } else if (typeof entry.spec === 'string') {
      if (chooseFormat(entry.spec, '', '') === 'html')
        throw new SpecLoadError({ kind: 'html', url: 'the specs property' });
      read = await readSpec({ text: entry.spec }, signal);
    } else {
      read = await validateSpecInSlices(entry.spec, signal);
    }
    const { spec, problems } = read;
    if (!spec) return { status: 'failed', message: `it is not a spec it can show (${problems.length} problems).` };
    return { status: 'ready', spec, problems, receivedAt, readyAt: performance.now() };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The section being read: the navigation's current link, and where its section sits on screen. */
function placeBeingRead(host: HTMLElement | undefined): ScrollPlace | undefined {
  const root = host?.shadowRoot;
  const href = root?.querySelector('.nav a[aria-current="location"]')?.getAttribute('href');
  if (!root || !href) return undefined;
  let id = href.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  const section = root.getElementById(id);
  return section ? { id, offset: section.getBoundingClientRect().top } : undefined;
}

function VersionsView({
  versions,
  indexProblems,
  anchorPrefix,
  timeout,
}: {
  versions: VersionEntry[];
  indexProblems: string[];
  anchorPrefix: string;
  timeout: number | undefined;
}) {
  const element = useElement();
  const dispatch = useDispatch();
  const tag = element?.tag ?? 'cli-reference';
  const onRenderedEvent = useRenderedEvent();
  const queryName = `${anchorPrefix}version`;
  const newest = versions[0]!.version;
  const [chosen, setChosen] = useState(() => initialVersion(versions, readQueryValue(queryName)));
  const [chosenAt, setChosenAt] = useState<number>();
  const [place, setPlace] = useState<{ version: string; place: ScrollPlace }>();

  // Each version's spec, loaded once, when something first needs it.
  const [loads, setLoads] = useState<ReadonlyMap<string, VersionLoad>>(new Map());
  const requested = useRef(new Set<string>());
  const controller = useRef(new AbortController());
  useEffect(() => {
    const current = controller.current;
    return () => current.abort();
  }, []);
  const request = useCallback(
    (version: string | undefined) => {
      const entry = versions.find((candidate) => candidate.version === version);
      if (!entry || requested.current.has(entry.version)) return;
      requested.current.add(entry.version);
      setLoads((map) => new Map(map).set(entry.version, { status: 'loading' }));
      void loadVersion(entry, controller.current.signal, timeout).then((result) => {
        if (!controller.current.signal.aborted) setLoads((map) => new Map(map).set(entry.version, result));
      });
    },
    [versions, timeout],
  );
  const retry = useCallback(
    (version: string) => {
      requested.current.delete(version);
      request(version);
    },
    [request],
  );

  // Only the chosen version and the one it is compared with are fetched.
  const compared = comparedWith(versions, chosen);
  useEffect(() => {
    request(chosen);
    request(compared);
  }, [chosen, compared, request]);

  // The reference on screen stays until the chosen version is ready.
  const [shown, setShown] = useState<string>();
  const chosenLoad = loads.get(chosen);
  if (chosenLoad?.status === 'ready' && shown !== chosen) setShown(chosen);
  const shownLoad = shown === undefined ? undefined : loads.get(shown);
  const shownSpec = shownLoad?.status === 'ready' ? shownLoad : undefined;
  const shownCompared = shown === undefined ? undefined : comparedWith(versions, shown);
  const comparedLoad = shownCompared === undefined ? undefined : loads.get(shownCompared);
  const comparedSpec = comparedLoad?.status === 'ready' ? comparedLoad.spec : undefined;

  const diff = useMemo(
    () =>
      shownSpec && comparedSpec && shown && shownCompared
        ? labelled(diffSpecs(comparedSpec, shownSpec.spec), shownCompared, shown)
        : undefined,
    [shownSpec, comparedSpec, shown, shownCompared],
  );
  const markers = useMemo(
    () => (shownSpec ? buildMarkers(shownSpec.spec, diff, anchorPrefix) : undefined),
    [shownSpec, diff, anchorPrefix],
  );

  const choose = useCallback(
    (version: string, anchor?: string) => {
      if (anchor === undefined) {
        const read = placeBeingRead(element?.host);
        setPlace(read ? { version, place: read } : undefined);
      } else setPlace(undefined);
      try {
        history.pushState(history.state, '', addressFor(queryName, version, anchor, newest));
      } catch {
        // An opaque origin refuses pushState: the version still changes.
      }
      setChosenAt(performance.now());
      setChosen(version);
      dispatch('dw-version-change', { version });
    },
    [element, queryName, newest, dispatch],
  );

  // Back and forward: the address says which version; an address without one shows the newest.
  useEffect(() => {
    const onPop = () => {
      const next = initialVersion(versions, readQueryValue(queryName));
      setPlace(undefined);
      setChosenAt(performance.now());
      setChosen(next);
    };
    globalThis.addEventListener('popstate', onPop);
    return () => globalThis.removeEventListener('popstate', onPop);
  }, [versions, queryName]);

  // A deep link to something this version lacks: look for it in the others, nearest first.
  const [missing, setMissing] = useState<string>();
  const nearest = useMemo(() => {
    if (missing === undefined || shown === undefined) return undefined;
    for (const version of byDistance(versions, shown)) {
      const load = loads.get(version);
      if (!load || load.status === 'loading') return { status: 'searching' as const, next: version };
      if (load.status === 'ready' && anchorsOf(load.spec, anchorPrefix).has(missing))
        return { status: 'found' as const, version };
    }
    return { status: 'none' as const };
  }, [missing, shown, versions, loads, anchorPrefix]);
  const searchNext = nearest?.status === 'searching' ? nearest.next : undefined;
  useEffect(() => {
    request(searchNext);
  }, [searchNext, request]);

  const [onlyChanged, setOnlyChanged] = useState(false);
  const restrict = useMemo(
    () =>
      onlyChanged && markers && diff
        ? { commands: markers.changedCommands, globalFlags: markers.globalFlagsChanged }
        : undefined,
    [onlyChanged, markers, diff],
  );
  const annotate = useCallback(
    (anchor: string, where: 'title' | 'flags'): ReactNode => {
      if (!markers) return null;
      if (where === 'title') {
        const list = markers.byAnchor.get(anchor);
        return list ? <MarkerList markers={list} /> : null;
      }
      const removed = markers.removedFlags.get(anchor);
      return removed && diff ? <RemovedFlags names={removed} version={diff.to.version} /> : null;
    },
    [markers, diff],
  );

  const [changesOpen, setChangesOpen] = useState(false);
  const changesId = useId();
  const pickerId = useId();

  const failures = versions.filter((entry) => loads.get(entry.version)?.status === 'failed');
  useHostState(
    chosenLoad?.status === 'failed'
      ? 'error'
      : shownSpec
        ? shownSpec.problems.length > 0 || failures.length > 0 || indexProblems.length > 0
          ? 'partial'
          : 'ready'
        : 'loading',
  );
  const failureText = failures
    .map((entry) => {
      const load = loads.get(entry.version);
      return `${versionLabel(entry.version)}: ${load?.status === 'failed' ? load.message : ''}`;
    })
    .join(' ');
  useEffect(() => {
    if (failureText === '') return;
    console.warn(`<${tag}>: a version could not be loaded. ${failureText}`);
    dispatch('dw-load-error', { message: failureText });
  }, [failureText, tag, dispatch]);

  const picker = (
    <div className="version-picker" part="versions">
      <span className="version-choice">
        <label htmlFor={pickerId}>Version</label>
        <select id={pickerId} value={chosen} onChange={(event) => choose(event.currentTarget.value)}>
          {versions.map((entry) => (
            <option key={entry.version} value={entry.version}>
              {versionLabel(entry.version)}
              {entry.date ? ` (${entry.date})` : ''}
              {loads.get(entry.version)?.status === 'failed' ? ' — could not be loaded' : ''}
            </option>
          ))}
        </select>
      </span>
      {chosenLoad?.status === 'loading' && shown !== undefined ? (
        <span className="version-status" role="status">
          Loading {versionLabel(chosen)}…
        </span>
      ) : null}
      {shown !== undefined && shownCompared !== undefined ? (
        <span className="version-compared">Markers compare with {versionLabel(shownCompared)}</span>
      ) : null}
      {versions.length > 1 ? (
        <button
          type="button"
          className="version-button"
          aria-expanded={changesOpen}
          aria-controls={changesId}
          onClick={() => setChangesOpen(!changesOpen)}
        >
          What changed
        </button>
      ) : null}
    </div>
  );

  const problemsBox =
    failures.length > 0 || indexProblems.length > 0 ? (
      <div className="version-problems" role="alert">
        {failures.map((entry) => {
          const load = loads.get(entry.version);
          return (
            <p key={entry.version}>
              {versionLabel(entry.version)} could not be loaded: {load?.status === 'failed' ? load.message : ''}{' '}
              <button type="button" className="retry" onClick={() => retry(entry.version)}>
                Retry {versionLabel(entry.version)}
              </button>
            </p>
          );
        })}
        {indexProblems.length > 0 ? (
          <details>
            <summary>
              {indexProblems.length === 1 ? 'One entry' : `${indexProblems.length} entries`} of the versions index left
              out
            </summary>
            <ul>
              {indexProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    ) : null;

  const missingNotice =
    missing !== undefined && shown !== undefined && nearest ? (
      <div className="version-notice" role="status">
        <p>
          <code>#{missing}</code> is not in {versionLabel(shown)}.{' '}
          {nearest.status === 'found' ? (
            <>
              It is in{' '}
              <a
                href={addressFor(queryName, nearest.version, missing, newest)}
                onClick={(event) => {
                  event.preventDefault();
                  choose(nearest.version, missing);
                }}
              >
                {versionLabel(nearest.version)}
              </a>
              .
            </>
          ) : nearest.status === 'searching' ? (
            'Looking for it in the other versions…'
          ) : (
            'No listed version has it.'
          )}
        </p>
      </div>
    ) : null;

  // An older version says so right under the picker, with the way back to the newest (the plain address).
  const olderNotice =
    shown !== undefined && shown !== newest ? (
      <div className="version-notice version-older" role="note">
        <p>
          You are reading {versionLabel(shown)}, an older version. The newest is{' '}
          <a
            href={addressFor(queryName, newest, undefined, newest)}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              choose(newest);
            }}
          >
            {versionLabel(newest)}
          </a>
          .
        </p>
      </div>
    ) : null;

  const changes = changesOpen ? (
    <WhatChanged
      id={changesId}
      versions={versions}
      shown={shown ?? chosen}
      initialFrom={shownCompared ?? versions[1]?.version ?? chosen}
      loads={loads}
      request={request}
      anchorPrefix={anchorPrefix}
      queryName={queryName}
      choose={choose}
    />
  ) : null;

  const onRendered = useCallback(
    (detail: RenderedDetail) => onRenderedEvent({ ...detail, version: shown, chosenAt }),
    [onRenderedEvent, shown, chosenAt],
  );

  if (chosenLoad?.status === 'failed' || !shownSpec) {
    if (chosenLoad?.status === 'failed')
      return (
        <div className="cli-reference">
          <header className="reference-header">{picker}</header>
          <Failure
            tag={tag}
            title={`could not load ${versionLabel(chosen)} of the spec.`}
            onRetry={() => retry(chosen)}
          >
            <p>{chosenLoad.message}</p>
          </Failure>
        </div>
      );
    return <Skeleton />;
  }

  return (
    <CliReference
      key={shown}
      spec={shownSpec.spec}
      problems={shownSpec.problems}
      anchorPrefix={anchorPrefix}
      timing={{ receivedAt: shownSpec.receivedAt, readyAt: shownSpec.readyAt }}
      onRendered={onRendered}
      versionControls={
        <>
          {picker}
          {olderNotice}
        </>
      }
      notice={
        problemsBox || missingNotice || changes ? (
          <>
            {problemsBox}
            {missingNotice}
            {changes}
          </>
        ) : null
      }
      filterControls={
        diff && shownCompared ? (
          <button
            type="button"
            className="changed-filter"
            aria-pressed={onlyChanged}
            onClick={() => setOnlyChanged(!onlyChanged)}
          >
            Changed since {versionLabel(shownCompared)}
          </button>
        ) : null
      }
      restrict={restrict}
      annotate={annotate}
      initialScroll={place && place.version === shown ? place.place : undefined}
      onMissing={setMissing}
    />
  );
}

/** The diff with the index's version names, which the labels and the notes use. */
function labelled(diff: SpecDiff, from: string, to: string): SpecDiff {
  return { ...diff, from: { ...diff.from, version: from }, to: { ...diff.to, version: to } };
}

/** A "Changed in" marker: its before and after show on hover and on focus, and Escape hides them. */
function ChangedMarker({ marker }: { marker: Marker }) {
  const tipId = useId();
  const [state, setState] = useState<'auto' | 'open' | 'dismissed'>('auto');
  return (
    <span className="version-marker-wrap" data-tip={state}>
      <button
        type="button"
        className="version-marker changed"
        aria-describedby={tipId}
        aria-expanded={state === 'open'}
        onClick={() => setState(state === 'open' ? 'dismissed' : 'open')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && state !== 'dismissed') {
            event.preventDefault();
            setState('dismissed');
          }
        }}
        onBlur={() => setState('auto')}
      >
        {marker.label}
      </button>
      <span className="version-tip" role="tooltip" id={tipId}>
        {marker.changes.map((line, index) => (
          <span className="version-tip-line" key={index}>
            <ChangeText line={line} />
          </span>
        ))}
      </span>
    </span>
  );
}

function MarkerList({ markers }: { markers: Marker[] }) {
  return (
    <span className="version-markers">
      {markers.map((marker, index) =>
        marker.kind === 'changed' ? (
          <ChangedMarker key={index} marker={marker} />
        ) : (
          <span key={index} className={`version-marker ${marker.kind}`}>
            {marker.label}
          </span>
        ),
      )}
    </span>
  );
}

/** The "What changed" view: any two versions, each change linked, exportable as Markdown. */
function WhatChanged({
  id,
  versions,
  shown,
  initialFrom,
  loads,
  request,
  anchorPrefix,
  queryName,
  choose,
}: {
  id: string;
  versions: VersionEntry[];
  shown: string;
  initialFrom: string;
  loads: ReadonlyMap<string, VersionLoad>;
  request: (version: string) => void;
  anchorPrefix: string;
  queryName: string;
  choose: (version: string, anchor?: string) => void;
}) {
  const headingId = useId();
  const announce = useAnnounce();
  const docsBase = useConfig('docs-base');
  const dashboardBase = useConfig('dashboard-base');
  const resolveLink = useMemo(
    () => createLinkResolver(docsBase, (id) => anchorPrefix + id, dashboardBase),
    [docsBase, anchorPrefix, dashboardBase],
  );
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(shown);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    request(from);
    request(to);
  }, [from, to, request]);
  const fromLoad = loads.get(from);
  const toLoad = loads.get(to);
  const diff = useMemo(
    () =>
      fromLoad?.status === 'ready' && toLoad?.status === 'ready'
        ? labelled(diffSpecs(fromLoad.spec, toLoad.spec), from, to)
        : undefined,
    [fromLoad, toLoad, from, to],
  );

  const link = (version: string, anchor: string, content: ReactNode) => {
    const target = anchorPrefix + anchor;
    if (version === shown) return <a href={`#${encodeURIComponent(target)}`}>{content}</a>;
    return (
      <a
        href={addressFor(queryName, version, target, versions[0]?.version)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          choose(version, target);
        }}
      >
        {content}
      </a>
    );
  };
  const markdown = () =>
    diff
      ? diffToMarkdown(diff, {
          href: addressFor(queryName, to).replace(/#.*$/, ''),
          previousHref: addressFor(queryName, from).replace(/#.*$/, ''),
          anchorPrefix,
          headingLevel: 2,
        })
      : '';
  const fileName = `what-changed-${from}-to-${to}.md`.replace(/[^\w.-]+/g, '_');

  const picker = (label: string, value: string, set: (value: string) => void) => (
    <span className="version-choice">
      <label htmlFor={`${headingId}-${label}`}>{label}</label>
      <select id={`${headingId}-${label}`} value={value} onChange={(event) => set(event.currentTarget.value)}>
        {versions.map((entry) => (
          <option key={entry.version} value={entry.version}>
            {versionLabel(entry.version)}
          </option>
        ))}
      </select>
    </span>
  );

  const failed = [fromLoad, toLoad].find((load) => load?.status === 'failed');
  const commands = diff?.commands ?? [];
  const added = commands.filter((command) => command.change === 'added');
  const removed = commands.filter((command) => command.change === 'removed');
  const changed = commands.filter((command) => command.change === 'changed');
  return (
    <section className="what-changed" id={id} aria-labelledby={headingId}>
      <h3 id={headingId}>What changed</h3>
      <div className="what-changed-range">
        {picker('From', from, setFrom)}
        {picker('To', to, setTo)}
      </div>
      {failed?.status === 'failed' ? (
        <p className="dw-problem">A version could not be loaded: {failed.message}</p>
      ) : !diff ? (
        <p role="status">Comparing…</p>
      ) : from === to ? (
        <p>Choose two different versions.</p>
      ) : (
        <>
          <p>
            {versionLabel(from)} → {versionLabel(to)}: {added.length} new, {removed.length} removed and {changed.length}{' '}
            changed {changed.length === 1 ? 'command' : 'commands'}
            {diff.globalFlags.length > 0
              ? `, ${diff.globalFlags.length} global flag ${diff.globalFlags.length === 1 ? 'change' : 'changes'}`
              : ''}
            .
          </p>
          {added.length > 0 ? (
            <>
              <h4>New commands</h4>
              <ul>
                {added.map((command) => (
                  <li key={command.id}>
                    {link(to, command.anchor, <code>{command.title}</code>)}{' '}
                    {renderSummary(command.summary, resolveLink)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {removed.length > 0 ? (
            <>
              <h4>Removed commands</h4>
              <ul>
                {removed.map((command) => (
                  <li key={command.id}>
                    {link(from, command.anchor, <code>{command.title}</code>)}{' '}
                    {renderSummary(command.summary, resolveLink)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {changed.length > 0 ? (
            <>
              <h4>Changed commands</h4>
              <ul>
                {changed.map((command) => (
                  <li key={command.id}>
                    {link(to, command.anchor, <code>{command.title}</code>)}
                    <ul>
                      {command.renamedFrom ? (
                        <li>
                          renamed from <code>{command.renamedFrom.title}</code>
                        </li>
                      ) : null}
                      {command.fields.map((field) => (
                        <li key={field.field}>
                          {field.field === 'deprecated' ? (
                            field.after ? (
                              'deprecated'
                            ) : (
                              'no longer deprecated'
                            )
                          ) : field.field === 'parents' ? (
                            <>
                              moved under{' '}
                              {field.after.length === 0
                                ? 'the top level'
                                : field.after.map((parent) => parent.title).join(', ')}
                            </>
                          ) : field.field === 'experimental' ? (
                            field.after ? (
                              'now experimental'
                            ) : (
                              'no longer experimental'
                            )
                          ) : field.field === 'aliases' || field.field === 'arguments' ? (
                            <ChangeText
                              line={{
                                what: field.field,
                                before: field.removed.join(', '),
                                after: field.added.join(', '),
                              }}
                            />
                          ) : (
                            <>
                              {field.field}: <del>{field.before ?? '(none)'}</del> →{' '}
                              <ins>{field.after ?? '(none)'}</ins>
                            </>
                          )}
                        </li>
                      ))}
                      {command.flags.map((flag) => (
                        <FlagChange key={flag.id} flag={flag} link={link} from={from} to={to} />
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {diff.globalFlags.length > 0 ? (
            <>
              <h4>Global flags</h4>
              <ul>
                {diff.globalFlags.map((flag) => (
                  <FlagChange key={flag.id} flag={flag} link={link} from={from} to={to} />
                ))}
              </ul>
            </>
          ) : null}
          <div className="what-changed-export">
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(markdown()).then(
                  () => {
                    setCopied(true);
                    announce?.('Copied the changes as Markdown');
                  },
                  () => announce?.('Could not copy; use Download instead'),
                );
              }}
            >
              {copied ? 'Copied' : 'Copy as Markdown'}
            </button>
            <button
              type="button"
              onClick={() => {
                const url = URL.createObjectURL(new Blob([markdown()], { type: 'text/markdown' }));
                const anchor = document.createElement('a');
                anchor.href = url;
                anchor.download = fileName;
                anchor.click();
                setTimeout(() => URL.revokeObjectURL(url), 1000);
              }}
            >
              Download Markdown
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function FlagChange({
  flag,
  link,
  from,
  to,
}: {
  flag: FlagDiff;
  link: (version: string, anchor: string, content: ReactNode) => ReactNode;
  from: string;
  to: string;
}) {
  if (flag.change === 'added') return <li>new flag {link(to, flag.anchor, <code>{flag.name}</code>)}</li>;
  if (flag.change === 'removed') return <li>removed flag {link(from, flag.anchor, <code>{flag.name}</code>)}</li>;
  return (
    <li>
      {link(to, flag.anchor, <code>{flag.name}</code>)}:{' '}
      {flag.fields.map((field, index) => (
        <span key={field.field}>
          {index > 0 ? '; ' : null}
          {field.field === 'values' || field.field === 'env' ? (
            <ChangeText
              line={{
                what: field.field === 'env' ? 'environment variables' : 'accepted values',
                before: field.removed.join(', '),
                after: field.added.join(', '),
              }}
            />
          ) : field.field === 'required' || field.field === 'deprecated' ? (
            `${field.after ? '' : 'no longer '}${field.field}`
          ) : (
            <>
              {field.field}: <del>{field.before || '(none)'}</del> → <ins>{field.after || '(none)'}</ins>
            </>
          )}
        </span>
      ))}
    </li>
  );
}

export type { VersionMarkers };
