import { Button, Divider, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { site } from '@console/config/site';
import { useAppServices } from '@console/lib/app-services/app-services';
import { authApi } from '@console/lib/session/auth-api';

const useStyles = makeStyles({
  row: { display: 'flex', justifyContent: 'center', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const sources = ['wechat', 'qq', 'github', 'gitee'] as const;

/**
 * The third-party login buttons (SPEC.md §1): each sends the browser to the provider the server
 * has configured under that name; the provider sends it back to /oauth/redirect/{source}. A
 * provider the server does not know answers with its own message.
 */
export function ThirdPartyLogin({ tenantId = site.defaultTenantId }: { tenantId?: string }) {
  const { t } = useTranslation('session');
  const styles = useStyles();
  const { http } = useAppServices();
  const signInWith = async (source: string) => {
    const { authorizeUrl } = await authApi(http).thirdPartyAddress(source, tenantId);
    window.location.assign(authorizeUrl);
  };
  return (
    <>
      <Divider>{t('login.thirdParty')}</Divider>
      <div className={styles.row}>
        {sources.map((source) => (
          <Button
            key={source}
            size="small"
            appearance="subtle"
            onClick={() => void signInWith(source).catch(() => undefined)}
          >
            {t(`thirdParty.${source}`)}
          </Button>
        ))}
      </div>
    </>
  );
}
