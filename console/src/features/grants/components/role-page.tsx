import { ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantAction } from '@console/components/grant-dialog/use-grant-action';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import { grantsApi, roleTreeNames } from '@console/features/grants/api/grants-api';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const icon = <ShieldKeyholeRegular />;

/** Roles (/system/role): the generic screen plus the grant of menus, data scopes and API scopes. */
export function RolePage() {
  const { http } = useAppServices();
  const { t } = useTranslation('grants');
  const api = useMemo(() => grantsApi(http), [http]);

  const trees = useCallback(
    async (selection: readonly ResourceRecord[]) => {
      const roleIds = selection.map((row) => row.id);
      const [nodes, keys] = await Promise.all([api.roleGrantTrees(), api.roleTreeKeys(roleIds)]);
      return roleTreeNames.map((name) => ({
        name,
        label: t(`trees.${name}`),
        nodes: nodes[name] ?? [],
        keys: keys[name] ?? [],
      }));
    },
    [api, t],
  );
  const save = useCallback(
    (roleIds: string[], checked: Record<string, string[]>) =>
      api.grantRoles({
        roleIds,
        menuIds: checked.menu ?? [],
        dataScopeIds: checked.dataScope ?? [],
        apiScopeIds: checked.apiScope ?? [],
      }),
    [api],
  );
  const grant = useGrantAction({ label: t('roleGrant'), permission: 'role_grant', icon, trees, save });
  const options = useMemo(() => ({ toolbar: grant.toolbar }), [grant.toolbar]);

  return (
    <>
      <ResourcePage name="role" options={options} />
      {grant.dialog}
    </>
  );
}
