import type { Page } from '@platform/http/paging';
import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { describeOnBothDatabases } from '@services/testing/test-app';
import type { Answer, Row } from '@services/testing/tenant-caller';
import { processInstanceStreamId } from '@services/workflow/instance/process-instance.stream';
import { seededLeaveDefinitionId } from '@services/workflow/leave/leave-process.seed';
import { leaveModelAs, multipart, taskCalls, workflowCallers } from '@services/workflow/workflow-testing';
import { workflowContext } from '@services/workflow/workflow.context';

const flow = '/api/blade-flow';
const leaveApi = '/api/blade-desk/process/leave';
const applicant = '7';
const head = '8';
const hr = '9';

// The leave model without its timer: another process, drawn by the same diagram less the timer's parts.
const reviewXml = leaveModelAs('review', '评审流程')
  .replace(
    /<bpmn:boundaryEvent[\s\S]*?<\/bpmn:boundaryEvent>\s*<bpmn:sequenceFlow id="overdueToHr"[^>]*\/>/,
    '',
  )
  .replace(
    /\s*<bpmndi:BPMN(?:Shape|Edge) id="(?:headOverdue|overdueToHr)_di"[\s\S]*?<\/bpmndi:BPMN(?:Shape|Edge)>/g,
    '',
  );

describeOnBothDatabases('blade-flow', 'workflow', (current) => {
  const { call, as } = workflowCallers(current);

  const taskOf = async (userId: string, roles: string[], list: string, processInstanceId: string) => {
    const page = await as<Page<Row>>(userId, roles, 'GET', `${taskCalls}/${list}?size=100`);
    expect(page.code).toBe(200);
    return page.data.records.find((task) => task.processInstanceId === processInstanceId);
  };
  const startLeave = async (days: number) => {
    const started = await as<{ businessId: string; processInstanceId: string }>(
      applicant,
      [],
      'POST',
      `${leaveApi}/start-process`,
      {
        processDefinitionId: seededLeaveDefinitionId,
        leaveType: '1',
        startTime: '2026-12-01 09:00:00',
        endTime: `2026-12-${String(days).padStart(2, '0')} 18:00:00`,
        reason: '回家探亲',
      },
    );
    expect(started).toMatchObject({ code: 200, data: { businessId: expect.any(String) } });
    return started.data;
  };

  describe('models', () => {
    it("refuses XML that is not BPMN with the parser's message, writing nothing", async () => {
      const refused = await call('POST', `${flow}/model/submit`, {
        modelKey: 'broken',
        name: '坏模型',
        xml: '<bpmn:definitions',
      });
      expect(refused).toMatchObject({ code: 400, msg: expect.stringMatching(/^BPMN 解析失败: /) });
      const listed = await call<Page<Row>>('GET', `${flow}/model/list?modelKey=broken`);
      expect(listed.data.total).toBe(0);
    });

    it('saves, edits, deploys as new versions, and removes a model', async () => {
      const saved = await call<Row>('POST', `${flow}/model/submit`, {
        modelKey: 'review',
        name: '评审',
        xml: reviewXml,
      });
      expect(saved).toMatchObject({
        code: 200,
        data: { modelKey: 'review', version: 0, xml: reviewXml.trim() },
      });
      const edited = await call<Row>('POST', `${flow}/model/submit`, {
        ...saved.data,
        name: '评审流程',
        description: '季度评审',
      });
      expect(edited.data).toMatchObject({ id: saved.data.id, name: '评审流程', description: '季度评审' });

      const first = await call<Row>('POST', `${flow}/model/deploy?modelId=${saved.data.id}&category=flow_2`);
      expect(first).toMatchObject({
        code: 200,
        data: {
          key: 'review',
          name: '评审流程',
          version: 1,
          category: 'flow_2',
          categoryName: '业务流程',
          suspensionState: 1,
          tenantId: '000000',
          tenantIds: '000000',
        },
      });
      expect(first.data.id).toMatch(/^review:1:\d+$/);
      const second = await call<Row>('POST', `${flow}/model/deploy`, {
        modelId: saved.data.id,
        category: 'flow_2',
        tenantIds: '000042',
      });
      expect(second.data).toMatchObject({ version: 2, tenantIds: '000000,000042' });
      expect((await call<Row>('GET', `${flow}/model/detail?id=${saved.data.id}`)).data).toMatchObject({
        version: 2,
      });

      const listed = await call<Page<Row>>('GET', `${flow}/manager/list?processKey=review`);
      expect(listed.data.records.map((definition) => definition.version)).toEqual([2, 1]);
      // Shared with 000042: that tenant may start it, but does not manage it.
      const seenThere = await call<Page<Row>>('GET', `${taskCalls}/start-list`, undefined, '000042');
      expect(seenThere.data.records.map((definition) => definition.id)).toEqual([second.data.id]);
      expect((await call<Page<Row>>('GET', `${flow}/manager/list`, undefined, '000042')).data.total).toBe(0);

      expect((await call('POST', `${flow}/model/remove?ids=${saved.data.id}`)).code).toBe(200);
      expect((await call('GET', `${flow}/model/detail?id=${saved.data.id}`)).code).toBe(404);
    });
  });

  describe('deployments', () => {
    it('deploys uploaded files, each process a new version; an invalid file refuses them all', async () => {
      const app = current().app;
      const refused = await app.inject({
        method: 'POST',
        url: `${flow}/manager/deploy-upload`,
        ...multipart({ category: 'flow_1' }, [
          { name: 'good.bpmn', content: reviewXml.replace(/review/g, 'upload') },
          { name: 'bad.bpmn20.xml', content: '<bpmn:definitions><oops' },
        ]),
      });
      expect(refused.json<Answer>()).toMatchObject({
        code: 400,
        msg: expect.stringMatching(/^BPMN 解析失败: /),
      });
      expect((await call<Page<Row>>('GET', `${flow}/manager/list?processKey=upload`)).data.total).toBe(0);

      const uploaded = await app.inject({
        method: 'POST',
        url: `${flow}/manager/deploy-upload`,
        ...multipart({ category: 'flow_1', tenantIds: '' }, [
          { name: 'upload.bpmn20.xml', content: reviewXml.replace(/review/g, 'upload') },
        ]),
      });
      const definitions = uploaded.json<Answer<Row[]>>();
      expect(definitions).toMatchObject({
        code: 200,
        data: [{ key: 'upload', version: 1, resourceName: 'upload.bpmn20.xml' }],
      });
      const id = definitions.data[0]!.id;

      expect((await call('POST', `${flow}/manager/change-state?processId=${id}&state=suspend`)).code).toBe(
        200,
      );
      const start = await call('POST', `${leaveApi}/start-process`, {
        processDefinitionId: id,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-01 18:00:00',
        reason: '挂起后不能发起',
      });
      expect(start).toMatchObject({ code: 400, msg: '流程已挂起,不能发起' });
      const startable = await call<Page<Row>>('GET', `${taskCalls}/start-list?size=100`);
      expect(startable.data.records.map((definition) => definition.key)).not.toContain('upload');
      expect((await call('POST', `${flow}/manager/change-state?processId=${id}&state=active`)).code).toBe(
        200,
      );
      const request = {
        processDefinitionId: id,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-01 18:00:00',
        reason: '部署删除前发起',
      };
      const started = await as<{ processInstanceId: string }>(
        applicant,
        [],
        'POST',
        `${leaveApi}/start-process`,
        request,
      );
      expect(started.code).toBe(200);
      const { processInstanceId } = started.data;

      const deleted = await call(
        'POST',
        `${flow}/manager/delete-deployment?deploymentIds=${String(definitions.data[0]!.deploymentId)}`,
      );
      expect(deleted.code).toBe(200);
      expect((await call<Page<Row>>('GET', `${flow}/manager/list?processKey=upload`)).data.total).toBe(0);
      expect((await call('GET', `${flow}/process/model-view?processDefinitionId=${id}`)).code).toBe(404);
      expect((await as(applicant, [], 'POST', `${leaveApi}/start-process`, request)).code).toBe(404);

      // The instance started on it outlives the deployment: it is still drawn, and still runs to its end.
      const drawn = await call<{ xml: string; flow: Row[] }>(
        'GET',
        `${flow}/process/model-view?processInstanceId=${processInstanceId}`,
      );
      expect(drawn).toMatchObject({ code: 200, data: { xml: expect.stringContaining('id="upload"') } });
      expect(drawn.data.flow).toContainEqual(
        expect.objectContaining({ historyActivityId: 'deptHead', endTime: null }),
      );
      const headTask = await taskOf(head, ['manager'], 'claim-list', processInstanceId);
      expect(
        (await as(head, ['manager'], 'POST', `${taskCalls}/claim-task?taskId=${headTask!.taskId}`)).code,
      ).toBe(200);
      const pass = { taskId: headTask!.taskId, processInstanceId, flag: 'ok', comment: '同意' };
      expect((await as(head, ['manager'], 'POST', `${taskCalls}/complete-task`, pass)).code).toBe(200);
      expect(await taskOf(applicant, [], 'send-list', processInstanceId)).toMatchObject({
        processIsFinished: 'finished',
      });
    });
  });

  describe('the leave process', () => {
    it('is deployed in 000000 at the first start and offered to start', async () => {
      const startable = await call<Page<Row>>('GET', `${taskCalls}/start-list?size=100`);
      expect(startable.data.records).toContainEqual(
        expect.objectContaining({
          id: seededLeaveDefinitionId,
          key: 'leave',
          name: '请假流程',
          suspensionState: 1,
        }),
      );
    });

    it('runs a 5-day leave from the request through the head and HR to its end, every step an event', async () => {
      const { businessId, processInstanceId } = await startLeave(5);
      expect(
        (await as<Row>(applicant, [], 'GET', `${leaveApi}/detail?businessId=${businessId}`)).data,
      ).toMatchObject({
        processInstanceId,
        days: 5,
        status: 'approving',
        // The head's task and its timer are entered together: active, with no end time.
        flow: [
          expect.objectContaining({
            historyActivityId: 'start',
            historyActivityType: 'startEvent',
            endTime: expect.any(String),
          }),
          expect.objectContaining({
            historyActivityId: 'headOverdue',
            historyActivityType: 'boundaryEvent',
            endTime: null,
          }),
          expect.objectContaining({
            historyActivityId: 'deptHead',
            historyActivityType: 'userTask',
            endTime: null,
          }),
        ],
      });
      expect(await taskOf(hr, ['hr'], 'claim-list', processInstanceId)).toBeUndefined();
      expect(await taskOf(applicant, [], 'send-list', processInstanceId)).toMatchObject({
        status: 'finish',
        processIsFinished: 'unfinished',
        taskName: '部门经理审批',
      });
      const headTask = await taskOf(head, ['manager'], 'claim-list', processInstanceId);
      expect(headTask).toMatchObject({
        taskName: '部门经理审批',
        status: 'claim',
        businessKey: `flow_leave:${businessId}`,
        startUser: applicant,
      });

      expect(
        (await as(head, ['manager'], 'POST', `${taskCalls}/claim-task?taskId=${headTask!.taskId}`)).code,
      ).toBe(200);
      expect(await taskOf(head, ['manager'], 'claim-list', processInstanceId)).toBeUndefined();
      expect(await taskOf(head, ['manager'], 'todo-list', processInstanceId)).toMatchObject({
        status: 'todo',
        assignee: head,
      });
      const approve = (taskId: unknown) => ({ taskId, processInstanceId, flag: 'ok', comment: '同意' });
      expect(
        (await as(head, ['manager'], 'POST', `${taskCalls}/complete-task`, approve(headTask!.taskId))).code,
      ).toBe(200);

      const hrTask = await taskOf(hr, ['hr'], 'claim-list', processInstanceId);
      expect(hrTask).toMatchObject({ taskName: '人事审批' });
      expect((await as(hr, ['hr'], 'POST', `${taskCalls}/complete-task`, approve(hrTask!.taskId))).code).toBe(
        200,
      );

      // BladeX's values: every send-list and done-list row is 'finish', and processIsFinished
      // tells whether its instance has ended.
      expect(await taskOf(head, ['manager'], 'done-list', processInstanceId)).toMatchObject({
        status: 'finish',
        flag: 'ok',
        comment: '同意',
        processIsFinished: 'finished',
      });
      expect(await taskOf(applicant, [], 'send-list', processInstanceId)).toMatchObject({
        status: 'finish',
        processIsFinished: 'finished',
        taskName: '人事审批',
      });
      const detail = await as<Row>(applicant, [], 'GET', `${leaveApi}/detail?businessId=${businessId}`);
      expect(detail.data.status).toBe('finished');
      const history = await call<Row[]>(
        'GET',
        `${flow}/process/history-flow-list?processInstanceId=${processInstanceId}`,
      );
      expect(history.data.filter((node) => node.historyActivityType === 'userTask')).toEqual([
        expect.objectContaining({
          historyActivityId: 'deptHead',
          assignee: head,
          comment: '同意',
          endTime: expect.any(String),
        }),
        expect.objectContaining({
          historyActivityId: 'hr',
          assignee: hr,
          comment: '同意',
          endTime: expect.any(String),
        }),
      ]);
      expect(history.data.at(-1)).toMatchObject({
        historyActivityId: 'end',
        historyActivityType: 'endEvent',
      });
      const view = await call<{ xml: string; flow: Row[] }>(
        'GET',
        `${flow}/process/model-view?processInstanceId=${processInstanceId}`,
      );
      expect(view.data.xml).toContain('id="deptHead"');
      expect(view.data.flow).toHaveLength(history.data.length);

      const events = await current().runtime.infrastructure.store.readStream(
        processInstanceStreamId(processInstanceId),
      );
      const steps = events.events.filter((event) => /^FlowTask/.test(event.type));
      expect(steps.map((event) => [event.type, event.metadata.userId])).toEqual([
        ['FlowTaskCreated', applicant],
        ['FlowTaskClaimed', head],
        ['FlowTaskCompleted', head],
        ['FlowTaskCreated', head],
        ['FlowTaskClaimed', hr],
        ['FlowTaskCompleted', hr],
      ]);
    });

    it('returns a rejection to the applicant, who gives up: the instance ends', async () => {
      const { processInstanceId } = await startLeave(2);
      const headTask = await taskOf(head, ['manager'], 'claim-list', processInstanceId);
      const reject = { taskId: headTask!.taskId, processInstanceId, flag: 'reject', comment: '时间不合适' };
      expect((await as(head, ['manager'], 'POST', `${taskCalls}/complete-task`, reject)).code).toBe(200);
      const adjust = await taskOf(applicant, [], 'todo-list', processInstanceId);
      expect(adjust).toMatchObject({ taskName: '调整申请', assignee: applicant });
      const giveUp = { taskId: adjust!.taskId, processInstanceId, flag: 'reject', comment: '放弃' };
      expect((await as(applicant, [], 'POST', `${taskCalls}/complete-task`, giveUp)).code).toBe(200);
      expect(await taskOf(applicant, [], 'send-list', processInstanceId)).toMatchObject({
        processIsFinished: 'finished',
      });
    });

    it('refuses bad input with a clear message and writes nothing', async () => {
      const noReason = await call('POST', `${leaveApi}/start-process`, {
        processDefinitionId: seededLeaveDefinitionId,
        startTime: '2026-12-01 09:00:00',
        endTime: '2026-12-01 18:00:00',
      });
      expect(noReason).toMatchObject({ code: 400, msg: '请输入请假理由' });
      const backwards = await call('POST', `${leaveApi}/start-process`, {
        processDefinitionId: seededLeaveDefinitionId,
        startTime: '2026-12-03 09:00:00',
        endTime: '2026-12-01 18:00:00',
        reason: 'x',
      });
      expect(backwards).toMatchObject({ code: 400, msg: '结束时间不能早于开始时间' });
      const noComment = await call('POST', `${taskCalls}/complete-task`, {
        taskId: '1',
        processInstanceId: '1',
        flag: 'ok',
      });
      expect(noComment).toMatchObject({ code: 400, msg: '请输入审批意见' });
      expect((await call('POST', `${taskCalls}/claim-task?taskId=1`)).code).toBe(404);
    });

    it('lists instances for administrators and deletes a running one with its reason', async () => {
      const { businessId, processInstanceId } = await startLeave(3);
      const listed = await call<Page<Row>>('GET', `${flow}/follow/list?businessId=${businessId}`);
      expect(listed.data.records).toEqual([
        expect.objectContaining({
          processInstanceId,
          status: 'running',
          endTime: null,
          processDefinitionKey: 'leave',
        }),
      ]);
      const deleted = await call('POST', `${flow}/follow/delete-process-instance`, {
        processInstanceId,
        deleteReason: '重复申请',
      });
      expect(deleted.code).toBe(200);
      expect(
        (await call<Page<Row>>('GET', `${flow}/follow/list?businessId=${businessId}`)).data.records[0],
      ).toMatchObject({
        status: 'deleted',
        deleteReason: '重复申请',
      });
      expect(await taskOf(head, ['manager'], 'claim-list', processInstanceId)).toBeUndefined();
      const again = await call('POST', `${flow}/follow/delete-process-instance`, {
        processInstanceId,
        deleteReason: '再删',
      });
      expect(again.code).toBe(400);
    });
  });

  describe('read models', () => {
    it('rebuilds the same rows from the events', async () => {
      await expectSameRowsAfterRebuild(current().runtime, workflowContext.projections!);
    });
  });
});
