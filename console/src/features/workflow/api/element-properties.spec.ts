import {
  type BusinessObject,
  conditionOf,
  conditionScript,
  elementProperties,
} from '@console/features/workflow/api/element-properties';

/** A bpmn-moddle object as bpmn-js hands it: its attributes read through get(). */
function businessObject(
  $type: string,
  fields: Partial<BusinessObject> = {},
  attributes: Record<string, string> = {},
): BusinessObject {
  return { id: 'node', $type, ...fields, get: (name: string) => attributes[name] };
}

describe("a diagram element's properties", () => {
  it("reads a user task's name, assignee and candidate groups from its Camunda attributes", () => {
    const task = businessObject(
      'bpmn:UserTask',
      { name: '部门经理审批' },
      { 'camunda:assignee': '${applyUser}', 'camunda:candidateGroups': 'manager,hr' },
    );
    expect(elementProperties(task)).toEqual({
      id: 'node',
      kind: 'userTask',
      name: '部门经理审批',
      assignee: '${applyUser}',
      candidateGroups: 'manager,hr',
      condition: '',
    });
  });

  it("offers a condition on a gateway's flows only, read from the engine's script", () => {
    const flow = (source: string) =>
      businessObject('bpmn:SequenceFlow', {
        sourceRef: { $type: source },
        conditionExpression: { body: 'next(null, environment.variables.days > 3)' },
      });
    expect(elementProperties(flow('bpmn:ExclusiveGateway'))).toMatchObject({
      kind: 'condition',
      condition: 'environment.variables.days > 3',
    });
    expect(elementProperties(flow('bpmn:UserTask')).kind).toBe('other');
    expect(elementProperties(businessObject('bpmn:StartEvent')).kind).toBe('other');
  });

  it('writes a condition as the script the engine runs, and an empty one as none', () => {
    const script = conditionScript(" environment.variables.flag === 'reject' ")!;
    expect(script).toBe("next(null, environment.variables.flag === 'reject')");
    expect(conditionOf(script)).toBe("environment.variables.flag === 'reject'");
    expect(conditionScript('   ')).toBeUndefined();
    // A body written by hand in another shape is shown as it stands.
    expect(conditionOf(' ${environment.variables.ok} ')).toBe('${environment.variables.ok}');
  });
});
