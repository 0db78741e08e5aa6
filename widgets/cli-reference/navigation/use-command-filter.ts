import { useDeferredValue, useMemo, useState } from 'react';
import { matchCommands, type CliSpec, type ReferenceModel } from '../../../spec';

/**
 * The filter box's state and what it keeps: the commands that match (undefined when all do), on top
 * of `restrict` (the "changed since" toggle), and whether the global flags match.
 */
export function useCommandFilter(
  model: ReferenceModel,
  spec: CliSpec,
  restrict: { commands: ReadonlySet<string>; globalFlags: boolean } | undefined,
) {
  const [query, setQuery] = useState('');
  // The box shows each key at once; the sections and navigation follow in a render that can wait.
  const filter = useDeferredValue(query);
  const matches = useMemo(() => {
    const found = matchCommands(model, filter);
    if (!restrict) return found;
    return new Set(
      model.entries
        .map((entry) => entry.command.id)
        .filter((id) => restrict.commands.has(id) && (!found || found.has(id))),
    );
  }, [model, filter, restrict]);
  const globalFlagsShown = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    const names = spec.flags
      .map((flag) => flag.name)
      .join('\n')
      .toLowerCase();
    return (!restrict || restrict.globalFlags) && words.every((word) => names.includes(word));
  }, [filter, spec, restrict]);
  return { query, setQuery, filter, matches, globalFlagsShown };
}
