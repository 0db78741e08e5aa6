import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { matchCommands, type CliSpec, type ReferenceModel } from '../../../spec';

type Restriction = { commands: ReadonlySet<string>; globalFlags: boolean } | undefined;

/** The commands that match `text` (undefined when all do), on top of `restrict`. */
function commandsMatching(model: ReferenceModel, text: string, restrict: Restriction): Set<string> | undefined {
  const found = matchCommands(model, text);
  if (!restrict) return found;
  return new Set(
    model.entries
      .map((entry) => entry.command.id)
      .filter((id) => restrict.commands.has(id) && (!found || found.has(id))),
  );
}

/** Whether every word of `text` is in a global flag's name, and `restrict` keeps the global flags. */
function globalFlagsMatching(spec: CliSpec, text: string, restrict: Restriction): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const names = spec.flags
    .map((flag) => flag.name)
    .join('\n')
    .toLowerCase();
  return (!restrict || restrict.globalFlags) && words.every((word) => names.includes(word));
}

/**
 * The filter box's state and what it keeps: the commands that match (undefined when all do), on top
 * of `restrict` (the "changed since" toggle), and whether the global flags match.
 */
export function useCommandFilter(model: ReferenceModel, spec: CliSpec, restrict: Restriction) {
  const [query, setQuery] = useState('');
  // The box shows each key at once; the sections and navigation follow in a render that can wait.
  const filter = useDeferredValue(query);
  const matches = useMemo(() => commandsMatching(model, filter, restrict), [model, filter, restrict]);
  const globalFlagsShown = useMemo(() => globalFlagsMatching(spec, filter, restrict), [filter, spec, restrict]);

  /**
   * The anchor of the first command, in the list's order, that what the box holds now matches (the
   * deferred render may not show it yet), else of the global flags when only they match; undefined
   * when the box is empty or nothing matches.
   */
  const firstMatch = useCallback((): string | undefined => {
    if (query.trim() === '') return undefined;
    const found = commandsMatching(model, query, restrict);
    const entry = model.entries.find((candidate) => found?.has(candidate.command.id));
    if (entry) return entry.anchor;
    return spec.flags.length > 0 && globalFlagsMatching(spec, query, restrict) ? model.globalFlagsAnchor : undefined;
  }, [query, model, spec, restrict]);

  /** Whether what the box holds now keeps this section, though the deferred render may hide it still. */
  const keepsNow = useCallback(
    (sectionId: string): boolean => {
      if (sectionId === model.globalFlagsAnchor) return globalFlagsMatching(spec, query, restrict);
      const entry = model.entries.find((candidate) => candidate.anchor === sectionId);
      const found = commandsMatching(model, query, restrict);
      return entry !== undefined && (!found || found.has(entry.command.id));
    },
    [query, model, spec, restrict],
  );

  return { query, setQuery, filter, matches, globalFlagsShown, firstMatch, keepsNow };
}
