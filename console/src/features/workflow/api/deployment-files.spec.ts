import { isProcessFile, notProcessFiles } from '@console/features/workflow/api/deployment-files';

describe('the files a deployment takes', () => {
  it('takes .bpmn and .bpmn20.xml files, whatever their case', () => {
    expect(['leave.bpmn', 'leave.bpmn20.xml', 'LEAVE.BPMN'].every(isProcessFile)).toBe(true);
  });

  it('names the others', () => {
    expect(notProcessFiles(['leave.bpmn', 'leave.xml', 'notes.txt', 'leave.bpmn.txt'])).toEqual([
      'leave.xml',
      'notes.txt',
      'leave.bpmn.txt',
    ]);
  });
});
