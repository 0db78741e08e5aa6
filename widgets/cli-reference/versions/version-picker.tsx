import { useId, type RefObject } from 'react';
import { useMessages } from '../../shared/i18n';
import { cliReferenceMessages } from '../messages';
import { versionsMessages } from './messages';
import { versionLabel, type VersionEntry } from './spec-versions';
import type { VersionLoad } from './use-version-loads';

/** The header's version select, what it is loading, what the markers compare with, and the "What changed" button. */
export function VersionPicker({
  versions,
  loads,
  chosen,
  shown,
  compared,
  choose,
  changesOpen,
  changesId,
  changesButton,
  onToggleChanges,
}: {
  versions: VersionEntry[];
  loads: ReadonlyMap<string, VersionLoad>;
  chosen: string;
  /** The version on screen, which stays until the chosen one is ready. */
  shown: string | undefined;
  /** The version the markers compare the shown one with. */
  compared: string | undefined;
  choose: (version: string) => void;
  changesOpen: boolean;
  /** The id of the "What changed" view the button opens. */
  changesId: string;
  /** The "What changed" button, which focus returns to when the view is closed from inside. */
  changesButton?: RefObject<HTMLButtonElement | null>;
  onToggleChanges: () => void;
}) {
  const pickerId = useId();
  const t = useMessages(cliReferenceMessages);
  const versionsText = useMessages(versionsMessages);
  const optionText = (entry: VersionEntry) => {
    const version = versionLabel(entry.version);
    const option = entry.date ? versionsText('option-dated', { version, date: entry.date }) : version;
    return loads.get(entry.version)?.status === 'failed' ? versionsText('option-failed', { option }) : option;
  };
  return (
    <div className="version-picker" part="versions">
      <span className="version-choice">
        <label htmlFor={pickerId}>{t('version')}</label>
        <select id={pickerId} value={chosen} onChange={(event) => choose(event.currentTarget.value)}>
          {versions.map((entry) => (
            <option key={entry.version} value={entry.version}>
              {optionText(entry)}
            </option>
          ))}
        </select>
      </span>
      {loads.get(chosen)?.status === 'loading' && shown !== undefined ? (
        <span className="version-status" role="status">
          {versionsText('loading', { version: versionLabel(chosen) })}
        </span>
      ) : null}
      {shown !== undefined && compared !== undefined ? (
        <span className="version-compared">{versionsText('markers-compare', { version: versionLabel(compared) })}</span>
      ) : null}
      {versions.length > 1 ? (
        <button
          ref={changesButton}
          type="button"
          className="version-button"
          aria-expanded={changesOpen}
          aria-controls={changesId}
          onClick={onToggleChanges}
        >
          {versionsText('what-changed')}
        </button>
      ) : null}
    </div>
  );
}
