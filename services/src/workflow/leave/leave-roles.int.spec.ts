import { seedLeaveRoles } from '@infra/seed/platform-tenant.seed';
import type { Page } from '@platform/http/paging';
import { describeOnBothDatabases } from '@services/testing/test-app';
import type { Row } from '@services/testing/tenant-caller';
import { callAsRole } from '@services/testing/test-roles';
import { leaveProcessXml } from '@services/workflow/leave/leave-process';
import { seededLeaveDefinitionId } from '@services/workflow/leave/leave-process.seed';
import { workflowCallers } from '@services/workflow/workflow-testing';

const work = '/api/blade-flow/work';
const candidateGroups = [...leaveProcessXml.matchAll(/camunda:candidateGroups="([^"]+)"/g)].map(
  ([, group]) => group!,
);
const seededRole = (alias: string) => seedLeaveRoles.find((role) => role.roleAlias === alias)!;

describeOnBothDatabases('the roles of the seeded leave process', 'workflow-leave-roles', (current) => {
  const { call, leaveStarted } = workflowCallers(current);
  /** A user of 000000 holding only the seeded role aliased `alias`. */
  const holding = (alias: string, userId: string) => {
    const roleId = seededRole(alias).id;
    return <T>(method: 'GET' | 'POST', url: string, body?: object) =>
      callAsRole<T>(current().app, { tenant: '000000', roleId, userId }, method, url, body);
  };
  const claimable = async (caller: ReturnType<typeof holding>, processInstanceId: string) => {
    const page = await caller<Page<Row>>('GET', `${work}/claim-list?size=100`);
    expect(page.code).toBe(200);
    return page.data.records.find((task) => task.processInstanceId === processInstanceId);
  };

  it('are there from the first start, one for each candidate group the leave model names', async () => {
    expect(candidateGroups.sort()).toEqual(['hr', 'manager']);
    const roles = await call<Page<Row>>('GET', '/api/blade-system/role/list?size=100');
    for (const alias of candidateGroups)
      expect(roles.data.records).toContainEqual(
        expect.objectContaining({
          id: seededRole(alias).id,
          roleAlias: alias,
          roleName: seededRole(alias).roleName,
        }),
      );
  });

  it('let users given them sign, handle and pass a 5-day leave through the head and HR', async () => {
    const processInstanceId = await leaveStarted(
      '7',
      seededLeaveDefinitionId,
      '2026-12-05 18:00:00',
      '种子角色审批',
    );
    const head = holding('manager', '8');
    const hr = holding('hr', '9');

    expect(await claimable(hr, processInstanceId)).toBeUndefined();
    const headTask = await claimable(head, processInstanceId);
    expect(headTask).toMatchObject({ taskName: '部门经理审批' });
    expect((await head('POST', `${work}/claim-task?taskId=${headTask!.taskId}`)).code).toBe(200);
    const approve = (taskId: unknown) => ({ taskId, processInstanceId, flag: 'ok', comment: '同意' });
    expect((await head('POST', `${work}/complete-task`, approve(headTask!.taskId))).code).toBe(200);

    const hrTask = await claimable(hr, processInstanceId);
    expect(hrTask).toMatchObject({ taskName: '人事审批' });
    expect((await hr('POST', `${work}/complete-task`, approve(hrTask!.taskId))).code).toBe(200);
    const done = await hr<Page<Row>>('GET', `${work}/done-list?size=100`);
    expect(done.data.records).toContainEqual(
      expect.objectContaining({ processInstanceId, taskName: '人事审批' }),
    );
  });
});
