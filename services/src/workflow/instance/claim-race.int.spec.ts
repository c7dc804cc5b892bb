import type { Page } from '@platform/http/paging';
import { createScratchDatabase, type ScratchDatabase } from '@platform/testing/test-postgres';
import { startTestApp, type TestApp } from '@services/testing/test-app';
import type { Row } from '@services/testing/tenant-caller';
import { processInstanceStreamId } from '@services/workflow/instance/process-instance.stream';
import { seededLeaveDefinitionId } from '@services/workflow/leave/leave-process.seed';
import { taskCalls, workflowCallers } from '@services/workflow/workflow-testing';

/** Two department heads claim one task at the same moment, on the real PostgreSQL server. */
describe('claiming a task, raced on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let testApp: TestApp;
  const { as, leaveStarted } = workflowCallers(() => testApp);

  beforeAll(async () => {
    scratch = await createScratchDatabase('workflow-claim-race');
    testApp = await startTestApp({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await testApp.close();
    await scratch.drop();
  });

  it('lets one of two simultaneous claims win; the other is answered 409 该任务已被签收', async () => {
    for (let round = 0; round < 5; round++) {
      const processInstanceId = await leaveStarted(
        '7',
        seededLeaveDefinitionId,
        '2026-12-02 18:00:00',
        '抢签测试',
      );
      const claimable = await as<Page<Row>>('8', ['manager'], 'GET', `${taskCalls}/claim-list?size=100`);
      const task = claimable.data.records.find((record) => record.processInstanceId === processInstanceId)!;

      const answers = await Promise.all(
        ['8', '18'].map((userId) =>
          as(userId, ['manager'], 'POST', `${taskCalls}/claim-task?taskId=${task.taskId}`),
        ),
      );
      expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.code === 409)!.msg).toBe('该任务已被签收');

      const stream = await testApp.runtime.infrastructure.store.readStream(
        processInstanceStreamId(processInstanceId),
      );
      expect(stream.events.filter((event) => event.type === 'FlowTaskClaimed')).toHaveLength(1);
    }
  });
});
