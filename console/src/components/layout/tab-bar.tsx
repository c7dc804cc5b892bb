import { makeStyles, TabList, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OpenedTab } from '@console/components/layout/opened-tab';
import { revealInStrip } from '@console/components/layout/reveal-in-strip';
import {
  type ScrollDirection,
  useHorizontalScroller,
} from '@console/components/layout/use-horizontal-scroller';
import type { Tab, TabsState } from '@console/lib/tabs/tabs.reducer';
import { IconButton } from '@console/components/icon-button/icon-button';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
  },
  // The arrows stand in for the scroll bar, which would take the bar's height; the padding leaves
  // room for the focus ring, which the scrolling frame would otherwise cut off.
  viewport: {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    overflowX: 'auto',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXXS}`,
    scrollbarWidth: 'none',
    '::-webkit-scrollbar': { display: 'none' },
  },
  tabs: { flexShrink: 0 },
});

const arrows = {
  back: { icon: <ChevronLeftRegular />, label: 'tabs.scrollBack', enabledBy: 'canScrollBack' },
  forward: { icon: <ChevronRightRegular />, label: 'tabs.scrollForward', enabledBy: 'canScrollForward' },
} as const;

export interface TabBarProps {
  state: TabsState;
  /** A tab's label in the shown language. */
  labelOf: (tab: Tab) => string;
  onSelect: (tab: Tab) => void;
  onClose: (tab: Tab) => void;
  onCloseOthers: (tab: Tab) => void;
  onCloseAll: () => void;
  onClearCache: () => void;
}

/**
 * The opened pages (SPEC.md §2, §4) in a strip that scrolls sideways: arrows when they overflow,
 * and the shown tab always brought into sight.
 */
export function TabBar({ state, labelOf, onSelect, onClose, ...actions }: TabBarProps) {
  const styles = useStyles();
  const { t } = useTranslation('layout');
  const { viewportRef, edges, scrollPage } = useHorizontalScroller<HTMLDivElement>();
  const refocusShownTab = useRef(false);

  const close = (tab: Tab) => {
    // A tab closed from the keyboard takes the focus away with it: the shown tab takes it over.
    refocusShownTab.current = viewportRef.current?.contains(document.activeElement) ?? false;
    onClose(tab);
  };

  // Whether the shown tab changed, a neighbour closed or the arrows took their room, it stays in sight.
  useEffect(() => {
    const viewport = viewportRef.current;
    // Found by value: the tabs learn which one is selected a render later than the bar.
    const frame = Array.from(viewport?.querySelectorAll<HTMLElement>('[data-opened-tab]') ?? []).find(
      (element) => element.dataset.openedTab === state.active,
    );
    const shown = frame?.querySelector<HTMLElement>('[role="tab"]');
    if (!viewport || !frame || !shown) return;
    revealInStrip(viewport, frame);
    if (refocusShownTab.current) shown.focus();
    refocusShownTab.current = false;
  }, [viewportRef, state.active, state.tabs.length, edges.overflows]);

  const arrow = (direction: ScrollDirection) => (
    <IconButton
      size="small"
      icon={arrows[direction].icon}
      label={t(arrows[direction].label)}
      disabled={!edges[arrows[direction].enabledBy]}
      onClick={() => scrollPage(direction)}
    />
  );

  return (
    <div className={styles.bar}>
      {edges.overflows && arrow('back')}
      <div ref={viewportRef} className={styles.viewport}>
        <TabList
          className={styles.tabs}
          size="small"
          aria-label={t('tabs.label')}
          selectedValue={state.active}
          onTabSelect={(_, data) => {
            const tab = state.tabs.find((candidate) => candidate.value === data.value);
            if (tab) onSelect(tab);
          }}
        >
          {state.tabs.map((tab) => (
            <OpenedTab key={tab.value} tab={tab} label={labelOf(tab)} onClose={close} {...actions} />
          ))}
        </TabList>
      </div>
      {edges.overflows && arrow('forward')}
    </div>
  );
}
