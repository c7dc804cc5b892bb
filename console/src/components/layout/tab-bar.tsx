import {
  Button,
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tab as FluentTab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Tab, TabsState } from '@console/lib/tabs/tabs.reducer';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingLeft: tokens.spacingHorizontalS,
  },
  tab: { display: 'flex', alignItems: 'center' },
});

export interface TabBarProps {
  state: TabsState;
  /** A tab's label in the shown language. */
  labelOf: (tab: Tab) => string;
  onSelect: (tab: Tab) => void;
  onClose: (tab: Tab) => void;
  onCloseOthers: () => void;
  onCloseAll: () => void;
  onClearCache: () => void;
}

/** The opened pages (SPEC.md §2, §4) with the right-click actions. */
export function TabBar({
  state,
  labelOf,
  onSelect,
  onClose,
  onCloseOthers,
  onCloseAll,
  onClearCache,
}: TabBarProps) {
  const styles = useStyles();
  const { t } = useTranslation('layout');
  return (
    <Menu openOnContext>
      <MenuTrigger disableButtonEnhancement>
        <div className={styles.bar}>
          <TabList
            size="small"
            aria-label={t('tabs.label')}
            selectedValue={state.active}
            onTabSelect={(_, data) => {
              const tab = state.tabs.find((candidate) => candidate.value === data.value);
              if (tab) onSelect(tab);
            }}
          >
            {state.tabs.map((tab) => (
              <div key={tab.value} className={styles.tab}>
                <FluentTab value={tab.value}>{labelOf(tab)}</FluentTab>
                {tab.close && (
                  <Button
                    size="small"
                    appearance="transparent"
                    icon={<DismissRegular />}
                    aria-label={t('tabs.close', { label: labelOf(tab) })}
                    onClick={() => onClose(tab)}
                  />
                )}
              </div>
            ))}
          </TabList>
        </div>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={onClearCache}>{t('tabs.clearCache')}</MenuItem>
          <MenuItem onClick={onCloseOthers}>{t('tabs.closeOthers')}</MenuItem>
          <MenuItem onClick={onCloseAll}>{t('tabs.closeAll')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
