import { makeStyles, tokens } from '@fluentui/react-components';
import {
  KeyResetRegular,
  LockOpenRegular,
  PeopleTeamRegular,
  PersonAvailableRegular,
  PersonDeleteRegular,
} from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrantAction } from '@console/components/grant-dialog/use-grant-action';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenContext, ScreenOptions } from '@console/components/resource-screen/screen-options';
import { SelectionButton } from '@console/components/resource-screen/selection-button';
import { userMetadata } from '@console/features/users/api/user-metadata';
import { usersApi } from '@console/features/users/api/users-api';
import { DeptTree } from '@console/features/users/components/dept-tree';
import { userEditors } from '@console/features/users/components/user-editors';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import type { TreeNode } from '@console/lib/resources/resource-records';
import { splitIds } from '@console/lib/resources/tree-nodes';
import { phoneProblem } from '@console/lib/validation/phone';

const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: tokens.spacingHorizontalL },
  depts: { borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, overflowY: 'auto' },
});

const columns = ['account', 'realName', 'name', 'phone', 'email', 'sex', 'status'];
const icons = {
  reset: <KeyResetRegular />,
  grant: <PeopleTeamRegular />,
  unlock: <LockOpenRegular />,
  approve: <PersonAvailableRegular />,
  refuse: <PersonDeleteRegular />,
};

/**
 * Users (/system/user): the department tree filters the list; add and edit pick roles,
 * departments and posts; reset password, grant roles, unlock, and approving or refusing
 * third-party registrations act on the selection.
 */
export function UsersPage() {
  const styles = useStyles();
  const { http, confirm, notifySuccess } = useAppServices();
  const { t, i18n } = useTranslation('users');
  const { t: common } = useTranslation();
  const [deptId, setDeptId] = useState<string>();
  const api = useMemo(() => usersApi(http), [http]);
  const metadata = useMemo(() => userMetadata(i18n.language), [i18n.language]);

  const trees = useCallback(
    async (selection: readonly ResourceRecord[]) => {
      const nodes = await http.get<TreeNode[]>('/api/blade-system/role/tree');
      const keys = [...new Set(selection.flatMap((user) => splitIds(String(user.roleId ?? ''))))];
      return [{ name: 'role', label: t('grantRoles'), nodes, keys, independent: true }];
    },
    [http, t],
  );
  const save = useCallback(
    (userIds: string[], checked: Record<string, string[]>) => api.grant(userIds, checked.role ?? []),
    [api],
  );
  const { toolbar: grantToolbar, dialog: grantDialog } = useGrantAction({
    label: t('grantRoles'),
    permission: 'user_role',
    icon: icons.grant,
    trees,
    save,
  });

  const options = useMemo<ScreenOptions>(() => {
    /** Asks, calls, says 操作成功! and reloads (SPEC.md §8). */
    const confirmed =
      (question: string, run: (ids: string[]) => Promise<unknown>, context: ScreenContext) =>
      async (rows: readonly ResourceRecord[]) => {
        if (!(await confirm(question))) return;
        await run(rows.map((row) => row.id)).then(
          () => {
            notifySuccess(common('operationSuccess'));
            context.reload();
          },
          () => undefined, // the client has shown why
        );
      };
    return {
      fixedQuery: { deptId },
      editors: userEditors,
      columns,
      form: {
        addOnly: ['password'],
        checks: { phone: (value) => (phoneProblem(value) ? common(phoneProblem(value)!) : undefined) },
      },
      save: (body, mode) => api.save(body, mode === 'add'),
      toolbar: (context) => (
        <>
          <SelectionButton
            label={t('resetPassword')}
            permission="user_reset"
            icon={icons.reset}
            selection={context.selection}
            onRun={(rows) => void confirmed(t('confirmReset'), api.resetPassword, context)(rows)}
          />
          {grantToolbar(context)}
          <SelectionButton
            label={t('unlock')}
            permission="user_unlock"
            icon={icons.unlock}
            selection={context.selection}
            onRun={(rows) => void confirmed(t('confirmUnlock'), api.unlock, context)(rows)}
          />
          <SelectionButton
            label={t('approve')}
            permission="user_audit"
            icon={icons.approve}
            selection={context.selection}
            onRun={(rows) => void confirmed(t('confirmApprove'), api.approve, context)(rows)}
          />
          <SelectionButton
            label={t('refuse')}
            permission="user_audit"
            icon={icons.refuse}
            selection={context.selection}
            onRun={(rows) => void confirmed(t('confirmRefuse'), api.refuse, context)(rows)}
          />
        </>
      ),
    };
  }, [deptId, api, t, common, confirm, notifySuccess, grantToolbar]);

  return (
    <div className={styles.page}>
      <aside className={styles.depts}>
        <DeptTree value={deptId} onChange={setDeptId} />
      </aside>
      <ResourceScreen metadata={metadata} options={options} />
      {grantDialog}
    </div>
  );
}
