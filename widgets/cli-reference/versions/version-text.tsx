import { versionLabel, type ChangeLine } from './spec-versions';

// The parts of the versions view that are plain text, shared by the view the browser renders
// (versioned-reference.tsx) and the one the server writes (static-versions.tsx).

/** One change of a marker: `default: error → warning`, `accepted values: removed info; added json`. */
export function ChangeText({ line }: { line: ChangeLine }) {
  if (line.what === 'accepted values')
    return (
      <>
        accepted values:
        {line.before ? (
          <>
            {' '}
            removed <del>{line.before}</del>
          </>
        ) : null}
        {line.before && line.after ? ';' : null}
        {line.after ? (
          <>
            {' '}
            added <ins>{line.after}</ins>
          </>
        ) : null}
      </>
    );
  return (
    <>
      {line.what}: <del>{line.before}</del> → <ins>{line.after}</ins>
    </>
  );
}

/** The flags a section lost in a version, under a "Removed in" marker. */
export function RemovedFlags({ names, version }: { names: string[]; version: string }) {
  return (
    <div className="version-removed">
      <span className="version-marker removed">Removed in {versionLabel(version)}</span>
      <ul>
        {names.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
