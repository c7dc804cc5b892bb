import { flowStep } from '@console/features/workflow/api/workflow.fixtures';
import { adjustmentTaskName, leaveStage } from '@console/features/workflow/machines/leave-stage';

let serial = 0;
/** One step of the history, in order; done unless told. */
function step(type: string, name: string = type, done = true) {
  serial += 1;
  return flowStep(`${type}-${serial}`, type, name, !done);
}
const start = () => step('startEvent', '开始');
const task = (name: string, done = true) => step('userTask', name, done);
const gateway = () => step('exclusiveGateway');
const end = () => step('endEvent', '结束');

describe('the stage of a leave request, read from its history', () => {
  it('is with the department head right after it is made', () => {
    expect(leaveStage([start(), task('部门经理审批', false)])).toBe('submitted');
  });

  it('is being approved once the department head passed a long leave on to HR', () => {
    expect(leaveStage([start(), task('部门经理审批'), gateway(), task('人事审批', false)])).toBe('approving');
  });

  it('is approved when it ended after an approval', () => {
    const flow = [start(), task('部门经理审批'), gateway(), task('人事审批'), end()];
    expect(leaveStage(flow)).toBe('approved');
  });

  it('is rejected while the applicant holds the adjustment task', () => {
    const flow = [start(), task('部门经理审批'), gateway(), task(adjustmentTaskName, false)];
    expect(leaveStage(flow)).toBe('rejected');
  });

  it('is resubmitted when the adjustment was passed back to the department head', () => {
    const flow = [start(), task('部门经理审批'), task(adjustmentTaskName), task('部门经理审批', false)];
    expect(leaveStage(flow)).toBe('resubmitted');
  });

  it('counts only the approvals made since it was resubmitted', () => {
    const flow = [
      start(),
      task('部门经理审批'),
      task(adjustmentTaskName),
      task('部门经理审批'),
      task('人事审批', false),
    ];
    expect(leaveStage(flow)).toBe('approving');
  });

  it('was given up when it ended right after the adjustment task', () => {
    const flow = [start(), task('部门经理审批'), task(adjustmentTaskName), gateway(), end()];
    expect(leaveStage(flow)).toBe('abandoned');
  });

  it('is closed when nothing waits and no end was reached (its instance was deleted)', () => {
    expect(leaveStage([start(), task('部门经理审批')])).toBe('closed');
  });
});
