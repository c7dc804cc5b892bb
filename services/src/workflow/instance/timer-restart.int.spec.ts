import type { Page } from '@platform/http/paging';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import type { Row } from '@services/testing/tenant-caller';
import { leaveProcessXml } from '@services/workflow/leave/leave-process';
import { workflowCallers } from '@services/workflow/workflow-testing';

/** The leave process with the head passed over after five seconds rather than two days. */
const hurriedXml = leaveProcessXml
  .replace('id="leave" name="请假流程"', 'id="hurried" name="限时请假"')
  .replace('bpmnElement="leave"', 'bpmnElement="hurried"')
  .replace('<bpmn:timeDuration>P2D</bpmn:timeDuration>', '<bpmn:timeDuration>PT5S</bpmn:timeDuration>');

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
  const { call, as } = workflowCallers(() => testApp);

  beforeAll(async () => {
    scratch = await createScratchDatabase('workflow-timer-restart');
    testApp = await startTestApp({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  const openTask = async (userId: string, role: string, processInstanceId: string) => {
    const page = await as<Page<Row>>(userId, [role], 'GET', '/api/blade-flow/work/claim-list?size=100');
    return page.data.records.find((task) => task.processInstanceId === processInstanceId);
  };

  it('keeps the waiting task and its timer, and the timer goes on after the restart', async () => {
    const model = await call<Row>('POST', '/api/blade-flow/model/submit', {
      modelKey: 'hurried',
      name: '限时请假',
      xml: hurriedXml,
    });
    const definition = await call<Row>(
      'POST',
      `/api/blade-flow/model/deploy?modelId=${model.data.id}&category=flow_1`,
    );
    await as('8', ['manager'], 'GET', '/api/blade-flow/work/claim-list');
    await as('9', ['hr'], 'GET', '/api/blade-flow/work/claim-list');
    const started = await as<{ processInstanceId: string }>(
      '7',
      [],
      'POST',
      '/api/blade-desk/process/leave/start-process',
      {
        processDefinitionId: definition.data.id,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-02 18:00:00',
        reason: '限时审批',
      },
    );
    const { processInstanceId } = started.data;
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
