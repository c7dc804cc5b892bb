import { Button, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/app/app-context';

const useStyles = makeStyles({
  row: { display: 'flex', justifyContent: 'center', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const sources = ['wechat', 'qq', 'github', 'gitee'] as const;

/**
 * The third-party login buttons (SPEC.md §1). The server does not grant the social type yet
 * (it answers 该授权类型尚未开放), so a button says so rather than leaving the page.
 */
export function ThirdPartyLogin() {
  const { t } = useTranslation('session');
  const styles = useStyles();
  const { notifyError } = useAppServices();
  return (
    <>
      <Divider>{t('login.thirdParty')}</Divider>
      <div className={styles.row}>
        {sources.map((source) => (
          <Button
            key={source}
            size="small"
            appearance="subtle"
            onClick={() => notifyError(t('login.thirdPartyNotOpen', { name: t(`thirdParty.${source}`) }))}
          >
            {t(`thirdParty.${source}`)}
          </Button>
        ))}
      </div>
    </>
  );
}
