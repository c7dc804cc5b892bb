import type { Page } from '@platform/http/paging';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import type { Row } from '@services/testing/tenant-caller';
import { leaveModelAs, taskCalls, workflowCallers } from '@services/workflow/workflow-testing';

/** The leave process with the head passed over after five seconds rather than two days. */
const hurriedXml = leaveModelAs('hurried', '限时请假').replace(
  '<bpmn:timeDuration>P2D</bpmn:timeDuration>',
  '<bpmn:timeDuration>PT5S</bpmn:timeDuration>',
);

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a timer of a running instance, across a restart of the process', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  const { call, as, deployed, leaveStarted } = workflowCallers(() => testApp);

  beforeAll(async () => {
    scratch = await createScratchDatabase('workflow-timer-restart');
    testApp = await startTestApp({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  const openTask = async (userId: string, role: string, processInstanceId: string) => {
    const page = await as<Page<Row>>(userId, [role], 'GET', `${taskCalls}/claim-list?size=100`);
    return page.data.records.find((task) => task.processInstanceId === processInstanceId);
  };

  it('keeps the waiting task and its timer, and the timer goes on after the restart', async () => {
    const definitionId = await deployed('hurried', '限时请假', hurriedXml);
    await as('8', ['manager'], 'GET', `${taskCalls}/claim-list`);
    await as('9', ['hr'], 'GET', `${taskCalls}/claim-list`);
    const processInstanceId = await leaveStarted('7', definitionId, '2026-12-02 18:00:00', '限时审批');
    expect(await openTask('8', 'manager', processInstanceId)).toMatchObject({ taskName: '部门经理审批' });

    await testApp.close();
    testApp = await startTestApp({ databaseUrl: scratch.url });

    const passedOver = await eventually(() => openTask('9', 'hr', processInstanceId));
    expect(passedOver).toMatchObject({ taskName: '人事审批', status: 'claim' });
    expect(await openTask('8', 'manager', processInstanceId)).toBeUndefined();
    const history = await call<Row[]>(
      'GET',
      `/api/blade-flow/process/history-flow-list?processInstanceId=${processInstanceId}`,
    );
    expect(history.data).toContainEqual(
      expect.objectContaining({ historyActivityId: 'headOverdue', endTime: expect.any(String) }),
    );
  });
});
