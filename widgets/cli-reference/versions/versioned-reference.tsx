import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAnnounce, useDispatch, useElement, useHostState } from '../../shared/context';
import { keepInView } from '../../shared/scroll-anchor';
import { sharedSheet } from '../../shared/styles/stylesheets';
import { CliReference } from '../cli-reference';
import type { RenderedDetail } from '../rendered-detail';
import { Failure, Skeleton, useRenderedEvent } from '../reference-states';
import { diffSpecs } from '../../../spec';
import { buildMarkers, comparedWith, versionLabel, type VersionEntry, type VersionMarkers } from './spec-versions';
import { useMissingAnchor } from './use-missing-anchor';
import { useReaderPlace } from './use-reader-place';
import { useVersionLoads } from './use-version-loads';
import { useVersionsIndex } from './use-versions-index';
import { MarkerList } from './version-markers';
import { MissingNotice, OlderNotice, VersionProblems } from './version-notices';
import { VersionPicker } from './version-picker';
import css from './versions.css?inline';
import { useMessages } from '../../shared/i18n';
import { versionsMessages } from './messages';
import { RemovedFlags } from './version-text';
import { labelled, WhatChanged } from './what-changed';

// <cli-reference versions="…"> and the `specs` property: the index, the picker, the markers, the
// "not in this version" notice and the "What changed" view. A chunk of its own (see the element).
// The index, the versions' loads and the reader's place are hooks of their own (use-*.ts); the
// picker, the notices, the markers and "What changed" are components of their own.

interface Props {
  versionsSrc: string | undefined;
  specs: unknown;
  anchorPrefix: string;
  timeout: number | undefined;
}

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
  const [index, retryIndex] = useVersionsIndex(versionsSrc, specs, timeout);
  const attribute = specs !== undefined && specs !== null ? 'specs property' : 'attribute "versions"';

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
      <Failure tag={tag} title="failure-versions" values={{ attribute }} onRetry={versionsSrc ? retryIndex : undefined}>
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
  const onChange = useCallback((version: string) => dispatch('dw-version-change', { version }), [dispatch]);
  const { chosen, chosenAt, place, choose } = useReaderPlace({ versions, queryName, host: element?.host, onChange });

  // Each version's spec, loaded once, when something first needs it.
  const { loads, request, retry } = useVersionLoads(versions, timeout);

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
  const markers = useMemo<VersionMarkers | undefined>(
    () => (shownSpec ? buildMarkers(shownSpec.spec, diff, anchorPrefix) : undefined),
    [shownSpec, diff, anchorPrefix],
  );

  const { missing, setMissing, nearest } = useMissingAnchor({ versions, shown, loads, request, anchorPrefix });

  // The element's live region, there from the start so that what it says later is heard.
  const announce = useAnnounce();
  const t = useMessages(versionsMessages);
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
  const changesButton = useRef<HTMLButtonElement>(null);
  /**
   * Where focus goes once "What changed" has opened or closed: to its heading when the reader
   * opened it (it opens above the sections, often far below the button), back to the button when
   * they closed it from inside.
   */
  const changesFocus = useRef<'view' | 'button'>(undefined);
  const toggleChanges = () => {
    changesFocus.current = changesOpen ? undefined : 'view';
    setChangesOpen(!changesOpen);
  };
  const closeChanges = () => {
    changesFocus.current = 'button';
    setChangesOpen(false);
  };
  useLayoutEffect(() => {
    const move = changesFocus.current;
    changesFocus.current = undefined;
    if (move === 'button') changesButton.current?.focus();
    const view = move === 'view' ? element?.host.shadowRoot?.getElementById(changesId) : undefined;
    if (!view) return;
    view.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
    keepInView(view);
  }, [changesOpen, changesId, element]);

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
    <VersionPicker
      versions={versions}
      loads={loads}
      chosen={chosen}
      shown={shown}
      compared={shownCompared}
      choose={choose}
      changesOpen={changesOpen}
      changesId={changesId}
      changesButton={changesButton}
      onToggleChanges={toggleChanges}
    />
  );

  const problemsBox =
    failures.length > 0 || indexProblems.length > 0 ? (
      <VersionProblems failures={failures} loads={loads} indexProblems={indexProblems} retry={retry} />
    ) : null;

  const missingNotice =
    missing !== undefined && shown !== undefined && nearest ? (
      <MissingNotice
        missing={missing}
        shown={shown}
        nearest={nearest}
        queryName={queryName}
        newest={newest}
        choose={choose}
      />
    ) : null;

  const olderNotice =
    shown !== undefined && shown !== newest ? (
      <OlderNotice shown={shown} newest={newest} queryName={queryName} choose={choose} />
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
      onClose={closeChanges}
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
            title="failure-version"
            values={{ version: versionLabel(chosen) }}
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
            {t('changed-since', { version: versionLabel(shownCompared) })}
          </button>
        ) : null
      }
      restrict={restrict}
      onLiftRestrict={(sectionId) => {
        setOnlyChanged(false);
        announce?.(t('filter-lifted', { section: sectionId, version: versionLabel(shownCompared ?? '') }));
      }}
      annotate={annotate}
      initialScroll={place && place.version === shown ? place.place : undefined}
      onMissing={setMissing}
    />
  );
}
