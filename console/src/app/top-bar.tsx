import { makeStyles, Toolbar, tokens } from '@fluentui/react-components';
import { TextIndentDecreaseRegular, TextIndentIncreaseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { UserMenu } from '@console/app/user-menu';
import { FullScreenButton } from '@console/components/layout/full-screen-button';
import { LanguageSwitch } from '@console/components/layout/language-switch';
import { ErrorLogButton } from '@console/features/error-log/components/error-log-button';
import { LockButton } from '@console/features/lock/components/lock-button';
import { ThemePicker } from '@console/features/theme/components/theme-picker';
import { IconButton } from '@console/components/icon-button/icon-button';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
});

/** The top bar (SPEC.md §2): menu toggle, the interface tools, and the user's menu. */
export function TopBar({ collapsed, onToggleMenu }: { collapsed: boolean; onToggleMenu: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('layout');
  return (
    <Toolbar className={styles.bar} aria-label={t('menu')}>
      <IconButton
        icon={collapsed ? <TextIndentIncreaseRegular /> : <TextIndentDecreaseRegular />}
        label={collapsed ? t('expand') : t('collapse')}
        onClick={onToggleMenu}
      />
      <div className={styles.spacer} />
      <ErrorLogButton />
      <ThemePicker />
      <LanguageSwitch />
      <FullScreenButton />
      <LockButton />
      <UserMenu />
    </Toolbar>
  );
}
