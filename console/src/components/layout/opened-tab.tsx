import {
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tab as FluentTab,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tab } from '@console/lib/tabs/tabs.reducer';

const useStyles = makeStyles({
  tab: { display: 'flex', alignItems: 'center', flexShrink: 0 },
  close: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground3,
    cursor: 'pointer',
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorNeutralForeground1,
    },
  },
});

export interface OpenedTabProps {
  tab: Tab;
  label: string;
  onClose: (tab: Tab) => void;
  onCloseOthers: (tab: Tab) => void;
  onCloseAll: () => void;
  onClearCache: () => void;
}

/** The keys that open a context menu from the keyboard: Shift+F10 and the context-menu key. */
const opensContextMenu = (event: KeyboardEvent) =>
  event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);

/**
 * One opened page in the tab bar: the tab, its close icon, and the right-click actions
 * (SPEC.md §2), which act on this tab rather than on the shown one.
 *
 * A tab list may hold only tabs (WAI-ARIA), so the close icon is for the pointer alone; from the
 * keyboard a tab closes with Delete, as the ARIA tabs pattern advises, or from its menu.
 */
export function OpenedTab({ tab, label, onClose, onCloseOthers, onCloseAll, onClearCache }: OpenedTabProps) {
  const styles = useStyles();
  const { t } = useTranslation('layout');
  const [menuOpen, setMenuOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (opensContextMenu(event)) {
      event.preventDefault();
      setMenuOpen(true);
    } else if (event.key === 'Delete' && tab.close) {
      // The keyboard's way to close a tab (its close icon is for the pointer).
      event.preventDefault();
      onClose(tab);
    }
  };
  // The bar finds the shown tab's frame (tab and close button) by its value, to scroll it into sight.
  return (
    <div className={styles.tab} data-opened-tab={tab.value}>
      <Menu openOnContext open={menuOpen} onOpenChange={(_, data) => setMenuOpen(data.open)}>
        <MenuTrigger disableButtonEnhancement>
          <FluentTab
            value={tab.value}
            onKeyDown={onKeyDown}
            aria-keyshortcuts={tab.close ? 'Delete' : undefined}
          >
            {label}
          </FluentTab>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {tab.close && <MenuItem onClick={() => onClose(tab)}>{t('tabs.closeThis')}</MenuItem>}
            <MenuItem onClick={onClearCache}>{t('tabs.clearCache')}</MenuItem>
            <MenuItem onClick={() => onCloseOthers(tab)}>{t('tabs.closeOthers')}</MenuItem>
            <MenuItem onClick={onCloseAll}>{t('tabs.closeAll')}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {tab.close && (
        <Tooltip content={t('tabs.close', { label })} relationship="description">
          <span className={styles.close} aria-hidden data-tab-close onClick={() => onClose(tab)}>
            <DismissRegular />
          </span>
        </Tooltip>
      )}
    </div>
  );
}
