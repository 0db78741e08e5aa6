import { useMessages, type Messenger } from '../../shared/i18n';
import { cliReferenceMessages } from '../messages';
import { versionsMessages, type VersionsMessage } from './messages';
import { versionLabel, type ChangeLine, type ChangeValue, type Marker } from './spec-versions';

// The parts of the versions view that are plain text, shared by the view the browser renders
// (versioned-reference.tsx) and the one the server writes (static-versions.tsx).

/** The versions view's strings and the reference's own (its list separator, "Deprecated"). */
export function useVersionsMessages(): {
  t: Messenger<VersionsMessage>;
  reference: Messenger<keyof typeof cliReferenceMessages.english & string>;
} {
  return { t: useMessages(versionsMessages), reference: useMessages(cliReferenceMessages) };
}

/** A value before or after, in the page's language when it is one of the view's own words. */
export function useChangeValue(): (value: ChangeValue) => string {
  const { t, reference } = useVersionsMessages();
  return (value) =>
    typeof value === 'string'
      ? value
      : 'word' in value
        ? t(`word-${value.word}`)
        : value.join(reference('list-separator'));
}

/** One change of a marker: `default: error → warning`, `accepted values: removed info; added json`. */
export function ChangeText({ line }: { line: ChangeLine }) {
  const { t } = useVersionsMessages();
  const text = useChangeValue();
  const before = text(line.before);
  const after = text(line.after);
  if (line.what === 'accepted-values') {
    const removed = <del>{before}</del>;
    const added = <ins>{after}</ins>;
    if (before && after) return <>{t.rich('accepted-values-changed', { removed, added })}</>;
    if (before) return <>{t.rich('accepted-values-removed', { removed })}</>;
    return <>{t.rich('accepted-values-added', { added })}</>;
  }
  return (
    <>
      {t.rich(
        'change',
        { before: <del>{before}</del>, after: <ins>{after}</ins> },
        { what: t(`subject-${line.what}`) },
      )}
    </>
  );
}

/** A marker's words: `New in v1.2.0`, `Changed in v1.2.0`, `Deprecated`, `New values in v1.2.0: json`. */
export function MarkerLabel({ marker }: { marker: Marker }) {
  const { t, reference } = useVersionsMessages();
  const version = versionLabel(marker.version);
  switch (marker.kind) {
    case 'new':
      return <>{t('new-in', { version })}</>;
    case 'changed':
      return <>{t('changed-in', { version })}</>;
    case 'new-values':
      return <>{t('new-values-in', { version, values: marker.values.join(reference('list-separator')) })}</>;
    case 'deprecated':
      return <>{reference('deprecated')}</>;
  }
}

/** The flags a section lost in a version, under a "Removed in" marker. */
export function RemovedFlags({ names, version }: { names: string[]; version: string }) {
  const { t } = useVersionsMessages();
  return (
    <div className="version-removed">
      <span className="version-marker removed">{t('removed-in', { version: versionLabel(version) })}</span>
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
