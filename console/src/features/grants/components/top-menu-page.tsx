import { AppsListRegular } from '@fluentui/react-icons';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantAction } from '@console/components/grant-dialog/use-grant-action';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import { grantsApi } from '@console/features/grants/api/grants-api';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const icon = <AppsListRegular />;

/** Top menus (/system/topmenu): the generic screen plus the menus shown under each top menu. */
export function TopMenuPage() {
  const { http } = useAppServices();
  const { t } = useTranslation('grants');
  const api = useMemo(() => grantsApi(http), [http]);

  const trees = useCallback(
    async (selection: readonly ResourceRecord[]) => {
      const topMenuIds = selection.map((row) => row.id);
      const [tree, keys] = await Promise.all([api.topMenuGrantTree(), api.topTreeKeys(topMenuIds)]);
      return [{ name: 'menu', label: t('trees.menu'), nodes: tree.menu ?? [], keys: keys.menu ?? [] }];
    },
    [api, t],
  );
  const save = useCallback(
    (topMenuIds: string[], checked: Record<string, string[]>) =>
      api.grantTopMenus({ topMenuIds, menuIds: checked.menu ?? [] }),
    [api],
  );
  const grant = useGrantAction({
    label: t('topMenuGrant'),
    permission: 'topmenu_setting',
    icon,
    trees,
    save,
  });
  const options = useMemo(() => ({ toolbar: grant.toolbar }), [grant.toolbar]);

  return (
    <>
      <ResourcePage name="topMenu" options={options} />
      {grant.dialog}
    </>
  );
}
