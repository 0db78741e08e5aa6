import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useElement, useHostState, useLightDom } from '../shared/context';
import { defineChildTag, defineWidget } from '../shared/element';
import { useMessages } from '../shared/i18n';
import type { ElementProps } from '../shared/metadata';
import { childTagName } from '../shared/prefix';
import { metadata } from './persisted-tabs.meta';
import { persistedTabsStyles } from './persisted-tabs.styles';
import { persistedTabsMessages } from './messages';
import { panelTag, readPanels, type Problem } from './panels';
import { TabsView } from './tabs-view';
import {
  defaultStickyOffset,
  restoreDelayValue,
  stickyOffsetValue,
  usePersistedTab,
  type TabChange,
} from './use-persisted-tab';

function setAttributeIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * The element adapter: reads `<tab-panel>` children from the light DOM, gives each its own slot
 * (content stays in the page, styled and searchable by it), and reports state on the host.
 */
export function PersistedTabs({
  queryGroup,
  storageKey,
  defaultActive,
  restoreDelay,
  sticky,
  stickyOffset,
  label,
}: ElementProps<typeof metadata>) {
  const host = useLightDom();
  const element = useElement();
  const tag = element?.tag ?? 'persisted-tabs';
  const dispatch = useDispatch();
  const t = useMessages(persistedTabsMessages);
  const { panels, rejected, problems } = readPanels(host, childTagName(tag, 'persisted-tabs', panelTag));
  const values = panels.map((panel) => panel.value);

  const offset = stickyOffsetValue(stickyOffset);
  const attributeProblems: Problem[] = [];
  if (stickyOffset !== undefined && offset === undefined) {
    attributeProblems.push({ id: 'bad-sticky-offset', values: { value: stickyOffset, fallback: defaultStickyOffset } });
  }
  if (restoreDelay !== undefined && restoreDelayValue(restoreDelay) !== restoreDelay) {
    // As the author wrote them, not as numbers in the page's language.
    const values = { value: String(restoreDelay), fallback: String(restoreDelayValue(undefined)) };
    attributeProblems.push({ id: 'bad-restore-delay', values });
  }
  if (defaultActive !== undefined && values.length > 0 && !values.includes(defaultActive)) {
    attributeProblems.push({ id: 'bad-default-active', values: { value: defaultActive, fallback: values[0]! } });
  }
  const allProblems = [...attributeProblems, ...problems].map((problem) => t(problem.id, problem.values));

  // A prerendered set whose choice the page's early script showed before the first paint (see
  // early-choice.ts) hydrates with that choice, restored at once.
  const [chosenEarly] = useState(() => element?.rendering === 'prerendered' && host?.hasAttribute('data-dw-tab'));
  const { active, status, select } = usePersistedTab({
    values,
    queryGroup,
    storageKey,
    defaultActive,
    restoreDelay: chosenEarly ? 0 : restoreDelay,
    // Markup from a React framework's server has no tab choice in it (the early script marks one
    // only in pages prerendered after the build).
    hydrating: element?.rendering === 'prerendered' && !chosenEarly,
    onChange: (change) => dispatch<TabChange>('dw-tab-change', change),
  });
  useHostState(panels.length === 0 ? 'empty' : status);

  const assignSlots = () => {
    for (const panel of panels) {
      setAttributeIfChanged(panel.element, 'slot', panel.slot);
      setAttributeIfChanged(panel.element, 'data-state', panel.value === active ? 'active' : 'inactive');
    }
    for (const element of rejected) {
      element.removeAttribute('slot');
      element.removeAttribute('data-state');
    }
  };
  useLayoutEffect(assignSlots);
  // On the server no effect runs: the panels' slots are written into the page's HTML instead.
  if (element?.rendering === 'server') assignSlots();

  const warned = useRef(new Set<string>());
  const problemsKey = allProblems.join('\n');
  useEffect(() => {
    for (const problem of problemsKey ? problemsKey.split('\n') : []) {
      if (warned.current.has(problem)) continue;
      warned.current.add(problem);
      console.warn(`<${tag}> ${problem}`);
    }
  }, [problemsKey, tag]);

  const items = useMemo(
    () => panels.map((panel) => ({ value: panel.value, label: panel.label, content: <slot name={panel.slot} /> })),
    // Rebuild only when what the tabs show changes, not on every light-DOM mutation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [panels.map((panel) => `${panel.value}\u0000${panel.label}`).join('\u0001')],
  );

  return (
    <>
      {allProblems.length > 0 && (
        <div className="dw-problem" role="alert" part="problem">
          {allProblems.map((problem, index) => (
            <div key={index}>
              <code>&lt;{tag}&gt;</code> {problem}
            </div>
          ))}
        </div>
      )}
      {panels.length === 0 ? (
        <p className="persisted-tabs-empty">
          {t.rich('empty', {
            panels: <code>&lt;{panelTag} value=&quot;…&quot; label=&quot;…&quot;&gt;</code>,
            tag: <code>&lt;{tag}&gt;</code>,
          })}
        </p>
      ) : (
        <TabsView
          items={items}
          active={active}
          onSelect={select}
          label={label}
          sticky={sticky}
          stickyOffset={offset ?? defaultStickyOffset}
        />
      )}
    </>
  );
}

export { metadata };
export const persistedTabs = defineWidget(metadata, PersistedTabs, { styles: persistedTabsStyles });
export const define = (tag?: string) => {
  defineChildTag(childTagName(tag, metadata.tag, panelTag));
  return persistedTabs.define(tag);
};
