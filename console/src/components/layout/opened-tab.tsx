import {
  makeStyles,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tab as FluentTab,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tab } from '@console/lib/tabs/tabs.reducer';
import { IconButton } from '@console/components/icon-button/icon-button';

const useStyles = makeStyles({
  tab: { display: 'flex', alignItems: 'center', flexShrink: 0 },
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
 * One opened page in the tab bar: the tab, its close button, and the right-click actions
 * (SPEC.md §2), which act on this tab rather than on the shown one.
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
      // Besides its close button (one arrow key away), the usual key for closing what has the focus.
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
            <MenuItem onClick={onClearCache}>{t('tabs.clearCache')}</MenuItem>
            <MenuItem onClick={() => onCloseOthers(tab)}>{t('tabs.closeOthers')}</MenuItem>
            <MenuItem onClick={onCloseAll}>{t('tabs.closeAll')}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {tab.close && (
        <IconButton
          size="small"
          appearance="transparent"
          icon={<DismissRegular />}
          label={t('tabs.close', { label })}
          onClick={() => onClose(tab)}
        />
      )}
    </div>
  );
}
