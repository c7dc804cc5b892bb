import { modelFormProblems } from '@console/features/workflow/api/model-form';

describe("a model's fields before it is saved", () => {
  it('takes an XML name as the key, and a name', () => {
    expect(modelFormProblems({ modelKey: 'leave_v2.main-1', name: '请假流程', description: '' })).toEqual({});
  });

  it('requires the key and the name', () => {
    expect(modelFormProblems({ modelKey: ' ', name: '', description: '' })).toEqual({
      modelKey: 'modelKeyRequired',
      name: 'nameRequired',
    });
  });

  it('refuses a key a process id cannot be', () => {
    for (const modelKey of ['1leave', 'leave flow', '请假', 'leave:1'])
      expect(modelFormProblems({ modelKey, name: 'x', description: '' })).toEqual({
        modelKey: 'modelKeyFormat',
      });
  });
});
