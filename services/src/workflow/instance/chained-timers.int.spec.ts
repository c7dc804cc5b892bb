import type { Page } from '@platform/http/paging';
import { waitFor } from '@platform/jobs/testing/probes';
import { describeOnBothDatabases } from '@services/testing/test-app';
import type { Row } from '@services/testing/tenant-caller';
import { chainedTimersXml } from '@services/workflow/testing/chained-timers-model';
import { taskCalls, workflowCallers } from '@services/workflow/workflow-testing';

describeOnBothDatabases(
  'timers in sequence on the in-process queue',
  'workflow-chained-timers',
  (current) => {
    const { call, as, deployed, leaveStarted } = workflowCallers(current);

    it('fires the first timer, whose job sets the second, which fires and opens the task', async () => {
      const definitionId = await deployed('chained', '两段计时', chainedTimersXml);
      const processInstanceId = await leaveStarted('7', definitionId, '2026-12-01 18:00:00', '两段计时');

      const task = await waitFor('the task after both timers', async () => {
        const page = await as<Page<Row>>('8', ['manager'], 'GET', `${taskCalls}/claim-list?size=100`);
        return page.data.records.find((record) => record.processInstanceId === processInstanceId);
      });
      expect(task).toMatchObject({ taskName: '到期核对', status: 'claim' });
      const history = await call<Row[]>(
        'GET',
        `/api/blade-flow/process/history-flow-list?processInstanceId=${processInstanceId}`,
      );
      const ended = (activityId: string) =>
        history.data.find((row) => row.historyActivityId === activityId && row.endTime);
      expect(ended('first')).toBeDefined();
      expect(ended('second')).toBeDefined();
      const secondStarted = Date.parse(String(ended('second')!.startTime));
      const firstStarted = Date.parse(String(ended('first')!.startTime));
      expect(secondStarted).toBeGreaterThanOrEqual(firstStarted);
    });
  },
);
