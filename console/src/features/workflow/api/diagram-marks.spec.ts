import { applyMarks, diagramMarks, type DiagramElement } from '@console/features/workflow/api/diagram-marks';
import { flowStep } from '@console/features/workflow/api/workflow.fixtures';

const node = (id: string, type = 'bpmn:UserTask'): DiagramElement => ({ id, type });
const line = (id: string, from: string, to: string): DiagramElement => ({
  id,
  type: 'bpmn:SequenceFlow',
  source: { id: from },
  target: { id: to },
});

/** The leave model: start → head → gateway → hr | end. */
const leaveDiagram = [
  node('start', 'bpmn:StartEvent'),
  node('head'),
  node('gateway', 'bpmn:ExclusiveGateway'),
  node('hr'),
  node('end', 'bpmn:EndEvent'),
  line('toHead', 'start', 'head'),
  line('toGateway', 'head', 'gateway'),
  line('toHr', 'gateway', 'hr'),
  line('toEnd', 'gateway', 'end'),
  line('hrToEnd', 'hr', 'end'),
];

const step = (id: string, type: string, open = false) => flowStep(id, type, id, open);

describe('the marks of a flow diagram (SPEC §4)', () => {
  it('marks ended nodes done, the waiting one active, and the path taken as warnings', () => {
    const flow = [
      step('start', 'startEvent'),
      step('head', 'userTask'),
      step('gateway', 'exclusiveGateway'),
      step('hr', 'userTask', true),
    ];
    expect(diagramMarks(leaveDiagram, flow)).toEqual({
      done: ['start', 'head', 'gateway'],
      active: ['hr'],
      warning: ['toHead', 'toGateway', 'toHr'],
    });
  });

  it('marks a node met again while it waits as active only', () => {
    const flow = [step('start', 'startEvent'), step('head', 'userTask'), step('head', 'userTask', true)];
    expect(diagramMarks(leaveDiagram, flow)).toMatchObject({ done: ['start'], active: ['head'] });
  });

  it('marks a sequence flow the history names as a warning, and ignores ids the diagram lacks', () => {
    const flow = [step('start', 'startEvent'), step('toHead', 'sequenceFlow'), step('elsewhere', 'userTask')];
    expect(diagramMarks(leaveDiagram, flow)).toEqual({ done: ['start'], active: [], warning: ['toHead'] });
  });

  it('puts each mark on the canvas as its marker class', () => {
    const added: string[] = [];
    applyMarks(
      { addMarker: (id, marker) => void added.push(`${id}:${marker}`) },
      { done: ['start'], active: ['head'], warning: ['toHead'] },
    );
    expect(added).toEqual(['start:flow-done', 'head:flow-active', 'toHead:flow-warning']);
  });
});
