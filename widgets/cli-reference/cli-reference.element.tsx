import { lazy, Suspense, useEffect, useMemo } from 'react';
import { prepareStorage } from '../persisted-tabs';
import { useDispatch, useElement, useHostState } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { CliReference } from './cli-reference';
import { counted } from './counted';
import { SpecProblems } from './spec-problems';
import { Failure, Skeleton, useRenderedEvent } from './reference-states';
import { metadata } from './cli-reference.meta';
import { cliReferenceStyles } from './cli-reference.styles';
import { prerenderedSpecIsCurrent, usePrerenderedSpec } from './hydration/prerendered-spec';
import { isNote } from '../../spec';
import { useSpecSource, type SpecSource } from './use-spec-source';
import type { StaticVersionsView } from './versions/static-versions';
import { formatNumber, useMessages } from '../shared/i18n';
import { cliReferenceMessages } from './messages';

// The <cli-reference> element: its adapter (loading, error and empty states around the reference)
// and its definition.

// Several versions: the picker, the markers, the comparison and the "What changed" view are a
// chunk of their own that a page with one spec never downloads.
const VersionedReference = lazy(() => import('./versions/versioned-reference'));

/** Prefix for the second and later references of a page, so two never share an anchor. */
function automaticPrefix(host: HTMLElement | undefined): string {
  if (!host?.isConnected) return '';
  const all = [...document.querySelectorAll(host.localName)];
  const position = all.indexOf(host);
  if (position <= 0) return '';
  return `${host.id || `${host.localName}-${position + 1}`}-`;
}

/** `<cli-reference>`: one spec, or several versions of it (a chunk loaded when `versions` or `specs` is given). */
export function CliReferenceElement(props: ElementProps<typeof metadata>) {
  const { versions, specs, anchorPrefix, timeout } = props;
  const element = useElement();
  const versioned = Boolean(versions) || (specs !== undefined && specs !== null);
  // On the server, a versions index was read at build time: its newest version is rendered, with its
  // versions and markers as text, so the page's HTML holds the reference whole (the browser then
  // renders the versioned view afresh).
  const newest =
    versions && element?.rendering === 'server' ? newestPrerenderedSrc(element.preloaded, versions) : undefined;
  // Until the versions chunk has arrived and says more.
  useHostState(versioned && !newest ? 'loading' : undefined);
  if (newest) {
    const view = element?.preloaded?.get(versionsViewKey(versions!)) as
      ((anchorPrefix: string) => StaticVersionsView | undefined) | undefined;
    return (
      <SingleSpecReference {...props} versions={undefined} src={newest} staticVersions={view?.(anchorPrefix ?? '')} />
    );
  }
  if (versioned)
    return (
      <Suspense fallback={<Skeleton />}>
        <VersionedReference
          versionsSrc={versions}
          specs={specs}
          anchorPrefix={anchorPrefix ?? automaticPrefix(element?.host)}
          timeout={timeout}
        />
      </Suspense>
    );
  return <SingleSpecReference {...props} />;
}

/** The key under which the server keeps the newest version's `src` of a versions index it read. */
export function versionsIndexKey(versions: string): string {
  return `versions:${versions}`;
}

/** The key under which the server keeps the text view of a versions index it read (see static-versions.tsx). */
export function versionsViewKey(versions: string): string {
  return `versions-view:${versions}`;
}

function newestPrerenderedSrc(
  preloaded: ReadonlyMap<string, unknown> | undefined,
  versions: string,
): string | undefined {
  const src = preloaded?.get(versionsIndexKey(versions));
  return typeof src === 'string' ? src : undefined;
}

/** The spec the server rendered from, as a spec loaded at once. */
function prerenderedSource(prerendered: NonNullable<ReturnType<typeof usePrerenderedSpec>>): SpecSource {
  return {
    status: 'ready',
    ...prerendered,
    timing: { receivedAt: performance.now(), readyAt: performance.now() },
    load: 0,
  };
}

/** The host's `data-state` for where the spec's loading stands. */
function hostState(source: SpecSource): string {
  if (source.status === 'ready' && source.preview) return 'loading'; // the spec's start is shown; the rest is still being read
  if (source.status === 'ready') return source.problems.some((problem) => !isNote(problem)) ? 'partial' : 'ready';
  return source.status === 'invalid' ? 'error' : source.status;
}

/**
 * Says in the console (after `origin`, the tag and where the spec came from) what kept the spec
 * from loading, also as a `dw-load-error` event, or how many of its parts could not be shown.
 */
function useLoadWarnings(
  source: SpecSource,
  origin: string,
  dispatch: <Detail>(name: string, detail?: Detail) => boolean,
): void {
  const message =
    source.status === 'error'
      ? source.message
      : source.status === 'invalid'
        ? `The spec is not valid (${counted(source.problems.length, { one: 'problem', other: 'problems' })}).`
        : undefined;
  useEffect(() => {
    if (message === undefined) return;
    console.warn(`${origin}: ${message}`);
    dispatch('dw-load-error', { message });
  }, [message, origin, dispatch]);

  const problemCount = source.status === 'ready' ? source.problems.filter((problem) => !isNote(problem)).length : 0;
  useEffect(() => {
    if (problemCount > 0)
      console.warn(
        `${origin}: ${counted(problemCount, {
          one: 'part of the spec could not be read and is not shown',
          other: 'parts of the spec could not be read and are not shown',
        })}; the list is in the element.`,
      );
  }, [problemCount, origin]);
}

/** One spec: loads it, shows loading and error states, then the reference. */
function SingleSpecReference({
  src,
  spec,
  anchorPrefix,
  timeout,
  format,
  staticVersions,
}: ElementProps<typeof metadata> & { staticVersions?: StaticVersionsView | undefined }) {
  const element = useElement();
  const dispatch = useDispatch();
  const tag = element?.tag ?? 'cli-reference';
  // Server rendering, and the browser taking that markup over, give the spec without a load.
  const prerendered = usePrerenderedSpec(src, spec, format);
  const [loaded, retry] = useSpecSource(
    prerendered ? { src: undefined, spec: undefined, timeout } : { src, spec, timeout, format },
  );
  const source = useMemo(() => (prerendered ? prerenderedSource(prerendered) : loaded), [prerendered, loaded]);
  const attribute = spec !== undefined && spec !== null ? 'spec property' : 'attribute "src"';

  useHostState(hostState(source));
  const t = useMessages(cliReferenceMessages);
  // The example tabs remember the reader's choice in localStorage, whose first read is slow, and
  // the flags' accepted values show their count in the page's language, whose first number format
  // costs 10 ms or more (the browser loads its locale data): both done while the spec downloads
  // rather than while the first sections render.
  useEffect(() => {
    if (source.status !== 'loading') return;
    prepareStorage();
    formatNumber(0, t.language);
  }, [source.status, t.language]);

  useLoadWarnings(source, `<${tag}> ${attribute}`, dispatch);

  const onRendered = useRenderedEvent();

  switch (source.status) {
    case 'empty':
      return (
        <Failure tag={tag} title="failure-empty">
          <p>{t.rich('failure-empty-hint', { src: <code>src</code>, spec: <code>spec</code> })}</p>
        </Failure>
      );
    case 'loading':
      return <Skeleton />;
    case 'error':
      return (
        <Failure tag={tag} title="failure-load" values={{ attribute }} onRetry={retry}>
          <p>{source.message}</p>
        </Failure>
      );
    case 'invalid':
      return (
        <Failure tag={tag} title="failure-invalid" values={{ attribute }} onRetry={src ? retry : undefined}>
          <SpecProblems problems={source.problems} />
        </Failure>
      );
    case 'ready':
      return (
        <CliReference
          key={source.load}
          spec={source.spec}
          problems={source.problems}
          anchorPrefix={anchorPrefix ?? automaticPrefix(element?.host)}
          timing={source.timing}
          onRendered={onRendered}
          allSections={prerendered !== undefined}
          pending={source.preview}
          versionControls={staticVersions?.controls}
          annotate={staticVersions?.annotate}
        />
      );
  }
}

export { metadata };
export const cliReference = defineWidget(metadata, CliReferenceElement, {
  styles: cliReferenceStyles,
  prerenderedIsCurrent: prerenderedSpecIsCurrent,
});
export const define = (tag?: string) => cliReference.define(tag);
