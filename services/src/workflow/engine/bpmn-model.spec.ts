import { RefusedError } from '@platform/errors/domain-errors';
import { readBpmn } from '@services/workflow/engine/bpmn-model';
import { leaveProcessXml } from '@services/workflow/leave/leave-process';

describe('reading a BPMN file with bpmn-moddle and the Camunda extensions', () => {
  it('answers the processes it declares', async () => {
    expect(await readBpmn(leaveProcessXml)).toEqual([{ key: 'leave', name: '请假流程' }]);
  });

  it("refuses malformed XML with the parser's message", async () => {
    await expect(readBpmn('<bpmn:definitions')).rejects.toThrow(RefusedError);
    await expect(readBpmn('<bpmn:definitions')).rejects.toThrow(/^BPMN 解析失败: .+/);
  });

  it('refuses a file with no executable process', async () => {
    const empty = leaveProcessXml.replace(/<bpmn:process[\s\S]*<\/bpmndi:BPMNDiagram>/, '');
    await expect(readBpmn(empty)).rejects.toThrow('模型中没有可执行的流程');
  });

  it('takes user ids and process variables as assignees and candidate users', async () => {
    const named = leaveProcessXml.replace(
      'camunda:candidateGroups="hr"',
      'camunda:candidateGroups="hr" camunda:assignee="1123598821738675201" camunda:candidateUsers="7, ${applyUser}"',
    );
    expect(await readBpmn(named)).toEqual([{ key: 'leave', name: '请假流程' }]);
  });

  it('refuses an account name as an assignee or a candidate user: no task list could find it', async () => {
    const byAccount = leaveProcessXml.replace('camunda:candidateGroups="hr"', 'camunda:assignee="admin"');
    await expect(readBpmn(byAccount)).rejects.toThrow(
      '办理人和候选人须为用户编号或流程变量(如 ${applyUser}):admin',
    );
    const candidate = leaveProcessXml.replace(
      'camunda:candidateGroups="hr"',
      'camunda:candidateUsers="7,hr01"',
    );
    await expect(readBpmn(candidate)).rejects.toThrow(/:hr01$/);
  });
});
