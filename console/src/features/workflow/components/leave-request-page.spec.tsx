/** @jest-environment jsdom */
import '@console/testing/jsdom-text-encoder';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { flowStep, leaveWith } from '@console/features/workflow/api/workflow.fixtures';
import { taskCalls, workModule } from '@console/lib/menu/work-paths';
import { LeaveRequestPage } from '@console/features/workflow/components/leave-request-page';
import { fakeServer, type FakeCall } from '@console/testing/fake-server';
import { renderWithServices } from '@console/testing/render-with-services';

const leaveApi = '/api/blade-desk/process/leave';

const step = (id: string, type: string, name: string, open = false) => flowStep(id, type, name, open);
const waitingForHead = [
  step('start', 'startEvent', '开始'),
  step('deptHead', 'userTask', '部门经理审批', true),
];
const waitingForHr = [
  step('start', 'startEvent', '开始'),
  { ...step('deptHead', 'userTask', '部门经理审批'), assigneeName: '经理', comment: '同意' },
  step('hr', 'userTask', '人事审批', true),
];

/** A server whose request waits for the head until the head's task is completed. */
function leaveServer() {
  let flow = waitingForHead;
  return fakeServer({
    [`GET ${leaveApi}/detail`]: () => leaveWith(flow),
    [`POST ${taskCalls}/complete-task`]: (call: FakeCall) => {
      flow = waitingForHr;
      return call.body;
    },
  });
}

async function open(path: string, server = leaveServer()) {
  const rendered = await renderWithServices(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={`${workModule}/process/leave/handle/:taskId/:processInstanceId/:businessId`}
          element={<LeaveRequestPage />}
        />
        <Route
          path={`${workModule}/process/leave/detail/:processInstanceId/:businessId`}
          element={<LeaveRequestPage />}
        />
      </Routes>
    </MemoryRouter>,
    server.http,
  );
  await screen.findByText('探亲');
  return { ...rendered, server };
}

const completions = (server: ReturnType<typeof leaveServer>) =>
  server.calls.filter((call) => call.path.endsWith('/complete-task')).map((call) => call.body);

describe('the leave request page', () => {
  it('offers the holder of the head task approve and reject, and a rejection asks why', async () => {
    const { server } = await open(`${workModule}/process/leave/handle/71/70/7`);
    expect(screen.getByRole('heading', { name: '请假审批' })).toBeTruthy();
    expect(screen.getByText('待部门审批')).toBeTruthy();
    expect(screen.getByText('年假')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '放弃申请' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('请输入审批意见')).toBeTruthy();
    expect(completions(server)).toEqual([]);
  });

  it('approves, then shows the request further on with nothing left to do', async () => {
    const { server, seen } = await open(`${workModule}/process/leave/handle/71/70/7`);
    fireEvent.change(screen.getByRole('textbox', { name: '审批意见' }), { target: { value: ' 同意 ' } });
    fireEvent.click(screen.getByRole('button', { name: '同意' }));
    await screen.findByText('审批中');
    expect(completions(server)).toEqual([
      { taskId: '71', processInstanceId: '70', flag: 'ok', comment: '同意' },
    ]);
    expect(seen.successes).toEqual(['办理成功']);
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
  });

  it('shows the detail with its history and no actions', async () => {
    await open(`${workModule}/process/leave/detail/70/7`);
    expect(screen.getByRole('heading', { name: '请假详情' })).toBeTruthy();
    expect(screen.getByRole('table', { name: '流转记录' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('部门经理审批')).toBeTruthy());
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
    expect(screen.getByRole('button', { name: '流程图' })).toBeTruthy();
  });
});
