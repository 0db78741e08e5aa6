import type { ReactNode } from 'react';
import { diffSpecs, validateSpec, type CliSpec } from '../../../spec';
import { buildMarkers, comparedWith, versionLabel, type Marker } from './spec-versions';
import { ChangeText, MarkerLabel, RemovedFlags, useVersionsMessages } from './version-text';

// A reference with several versions, as the server renders it: the newest version, its versions
// named in a line of text and its markers as text. The page shows this before its script has run,
// and for good without one; the browser then renders the versioned view (picker, tips, "What
// changed") in its place. Imported by the server only: the element finds the view among what the
// server read for the page, so no page downloads this.

/** What the server shows of a reference's versions, for one anchor prefix. */
export interface StaticVersionsView {
  /** The line under the title: the version shown, the others, what the markers compare with. */
  controls: ReactNode;
  /** The markers under a section's title or a flag (`title`), and the flags it lost (`flags`). */
  annotate: (anchor: string, where: 'title' | 'flags') => ReactNode;
}

function StaticMarkers({ markers }: { markers: Marker[] }) {
  return (
    <span className="version-markers">
      {markers.map((marker, index) => (
        <span key={index} className={`version-marker ${marker.kind}`}>
          <MarkerLabel marker={marker} />
        </span>
      ))}
      {markers
        .filter((marker) => marker.kind === 'changed')
        .flatMap((marker) => marker.changes)
        .map((line, index) => (
          <span key={`change-${index}`} className="version-change">
            <ChangeText line={line} />
          </span>
        ))}
    </span>
  );
}

/** The line under the title: the version shown, the others, what the markers compare with. */
function StaticVersionLine({
  shown,
  others,
  compared,
}: {
  shown: string;
  others: readonly string[];
  compared: string | undefined;
}) {
  const { t, reference } = useVersionsMessages();
  const version = <strong>{versionLabel(shown)}</strong>;
  return (
    <p className="version-static" part="versions">
      {others.length > 0
        ? t.rich(
            'static-newest-others',
            { version },
            { others: others.map(versionLabel).join(reference('list-separator')) },
          )
        : t.rich('static-newest', { version })}
      {compared === undefined ? null : ` ${t('static-compared', { version: versionLabel(compared) })}`}
      <span className="dw-no-script"> {t('static-no-script')}</span>
    </p>
  );
}

/**
 * The versions view of a reference whose versions are `versions` (newest first), showing the newest
 * (`newest`, a spec document as read) compared with the next one listed (`previous`), if read.
 */
export function staticVersionsView(
  versions: readonly string[],
  newest: unknown,
  previous: unknown,
  anchorPrefix: string,
): StaticVersionsView | undefined {
  const shown = versions[0];
  const spec = validateSpec(newest).spec;
  if (shown === undefined || !spec) return undefined;
  const compared = comparedWith(
    versions.map((version) => ({ version, src: undefined, spec: undefined, date: undefined })),
    shown,
  );
  const before: CliSpec | undefined = compared === undefined ? undefined : (validateSpec(previous).spec ?? undefined);
  const diff = before ? diffSpecs(before, spec) : undefined;
  // Labelled with the index's version names, which the markers show.
  const labelled = diff
    ? { ...diff, from: { ...diff.from, version: compared! }, to: { ...diff.to, version: shown } }
    : undefined;
  const markers = buildMarkers(spec, labelled, anchorPrefix);
  return {
    controls: <StaticVersionLine shown={shown} others={versions.slice(1)} compared={labelled ? compared : undefined} />,
    annotate: (anchor, where) => {
      if (where === 'title') {
        const list = markers.byAnchor.get(anchor);
        return list ? <StaticMarkers markers={list} /> : null;
      }
      const removed = markers.removedFlags.get(anchor);
      return removed ? <RemovedFlags names={removed} version={shown} /> : null;
    },
  };
}
