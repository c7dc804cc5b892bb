/** @jest-environment jsdom */
import { drawnModel } from '@console/features/workflow/api/diagram-layout';

const process = `
  <bpmn:process id="expense" isExecutable="true">
    <bpmn:documentation>报销</bpmn:documentation>
    <bpmn:laneSet id="lanes" />
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="toApprove" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" />
    <bpmn:boundaryEvent id="overdue" attachedToRef="approve">
      <bpmn:timerEventDefinition id="overdueTimer"><bpmn:timeDuration>P2D</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="toEnd" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>`;

const shape = (id: string) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="0" y="0" width="36" height="36" /></bpmndi:BPMNShape>`;
const edge = (id: string) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="0" y="0" /><di:waypoint x="9" y="0" /></bpmndi:BPMNEdge>`;

const model = (diagram: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
    xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
    xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
    xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
    id="definitions" targetNamespace="http://bpmn.io/schema/bpmn">${process}${diagram}
</bpmn:definitions>`;
const plane = (...drawn: string[]) =>
  `<bpmndi:BPMNDiagram id="diagram"><bpmndi:BPMNPlane id="plane" bpmnElement="expense">${drawn.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>`;

/** The ids a model's diagram section places, as a shape or an edge. */
const placed = (xml: string) =>
  Array.from(
    new DOMParser()
      .parseFromString(xml, 'application/xml')
      .getElementsByTagNameNS('http://www.omg.org/spec/BPMN/20100524/DI', '*'),
  )
    .map((element) => element.getAttribute('bpmnElement'))
    .filter((id) => id !== null);

describe('the model bpmn-js is given', () => {
  it('is a model drawn by the modeler as it is', async () => {
    const xml = model(
      plane(
        shape('start'),
        shape('approve'),
        shape('overdue'),
        shape('end'),
        edge('toApprove'),
        edge('toEnd'),
      ),
    );
    expect(await drawnModel(xml)).toEqual({ xml, undrawn: [] });
  });

  it('is laid out by bpmn-auto-layout when the model was written without a diagram section, flows included', async () => {
    const drawn = await drawnModel(model(''));
    expect(drawn.undrawn).toEqual([]);
    expect(placed(drawn.xml ?? '').sort()).toEqual(
      ['expense', 'start', 'toApprove', 'approve', 'overdue', 'toEnd', 'end'].sort(),
    );
    // The model itself is untouched: its timer and its documentation are still there.
    expect(drawn.xml).toContain('<bpmn:timeDuration>P2D</bpmn:timeDuration>');
    expect(drawn.xml).toContain('<bpmn:documentation>报销</bpmn:documentation>');
  });

  it('is the partly drawn model as it is, naming what it leaves out: a layout would replace the places its author gave', async () => {
    const xml = model(plane(shape('start'), shape('approve'), edge('toApprove')));
    expect(await drawnModel(xml)).toEqual({ xml, undrawn: ['overdue', 'toEnd', 'end'] });
  });

  it('is none when the layout fails, and everything is named as undrawn', async () => {
    const dangling = model('').replace('targetRef="end"', 'targetRef="nowhere"');
    expect(await drawnModel(dangling)).toEqual({
      undrawn: ['start', 'toApprove', 'approve', 'overdue', 'toEnd', 'end'],
    });
  });
});
