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
});
