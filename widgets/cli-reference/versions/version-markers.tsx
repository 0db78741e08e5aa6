import { useId, useState } from 'react';
import type { Marker } from './spec-versions';
import { ChangeText, MarkerLabel } from './version-text';

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
        <MarkerLabel marker={marker} />
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

export function MarkerList({ markers }: { markers: Marker[] }) {
  return (
    <span className="version-markers">
      {markers.map((marker, index) =>
        marker.kind === 'changed' ? (
          <ChangedMarker key={index} marker={marker} />
        ) : (
          <span key={index} className={`version-marker ${marker.kind}`}>
            <MarkerLabel marker={marker} />
          </span>
        ),
      )}
    </span>
  );
}
