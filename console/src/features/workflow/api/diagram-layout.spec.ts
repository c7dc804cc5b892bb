/** @jest-environment jsdom */
import { diagramLayout } from '@console/features/workflow/api/diagram-layout';

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

describe("a model's diagram section", () => {
  it('places every node and flow of a model drawn by the modeler', () => {
    const drawn = plane(
      shape('start'),
      shape('approve'),
      shape('overdue'),
      shape('end'),
      edge('toApprove'),
      edge('toEnd'),
    );
    expect(diagramLayout(model(drawn))).toEqual({ undrawn: [], drawable: true });
  });

  it('places nothing of a model written without one: there is nothing bpmn-js can draw', () => {
    expect(diagramLayout(model(''))).toEqual({
      undrawn: ['start', 'toApprove', 'approve', 'overdue', 'toEnd', 'end'],
      drawable: false,
    });
  });

  it('names what a partly drawn model leaves out, which is still drawn as far as it goes', () => {
    expect(diagramLayout(model(plane(shape('start'), shape('approve'), edge('toApprove'))))).toEqual({
      undrawn: ['overdue', 'toEnd', 'end'],
      drawable: true,
    });
  });
});
