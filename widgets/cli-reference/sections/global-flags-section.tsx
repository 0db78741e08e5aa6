import { useMemo } from 'react';
import type { CliFlag } from '../../../spec';
import { useMessages } from '../../shared/i18n';
import { cliReferenceMessages } from '../messages';
import { FlagList } from './flag-list';
import { eagerMark, HydrateWhenNeeded, showsPageValues } from '../hydration/hydrate-when-needed';
import { SectionBoundary } from './section-boundary';
import type { SectionContext } from './section-context';

/** The spec's global flags: a section of their own, before the commands'. */
export function GlobalFlagsSection({
  flags,
  anchor,
  hidden,
  context,
  annotate,
}: {
  flags: readonly CliFlag[];
  anchor: string;
  /** The filter keeps no global flag. */
  hidden: boolean;
  context: SectionContext;
  annotate: SectionContext['annotate'];
}) {
  const t = useMessages(cliReferenceMessages);
  const eager = useMemo(() => showsPageValues(flags.map((flag) => flag.description)), [flags]);
  // The same element while only `hidden` changes (see HydrateWhenNeeded).
  const flagList = useMemo(
    () => (
      <HydrateWhenNeeded id={anchor} eager={eager}>
        <div className="flags">
          <FlagList flags={flags} sectionAnchor={anchor} context={context} global />
          {annotate?.(anchor, 'flags')}
        </div>
      </HydrateWhenNeeded>
    ),
    [flags, anchor, context, annotate, eager],
  );
  return (
    <section
      className="command global-flags"
      id={anchor}
      data-section=""
      {...eagerMark(eager)}
      aria-labelledby={`${anchor}--title`}
      hidden={hidden}
    >
      <div className="command-main">
        <h3 className="command-title" id={`${anchor}--title`}>
          {t('global-flags')}
        </h3>
        <p className="summary">{t('global-flags-summary')}</p>
        <SectionBoundary
          label="the global flags"
          fallback={(error) => (
            <p className="dw-problem" role="alert">
              {t('global-flags-failed', { error: error.message })}
            </p>
          )}
        >
          {flagList}
        </SectionBoundary>
      </div>
    </section>
  );
}
