/** The seeded leave model's key, as process definitions and the console name it. */
export const leaveProcessKey = 'leave';

/**
 * The leave process, deployed in the platform tenant at the first start. The department head is
 * whoever holds a role aliased 'manager', HR a role aliased 'hr'. A leave longer than 3 days goes
 * on to HR; either may reject, and the applicant then adjusts and resubmits (flag ok) or gives
 * up (flag reject). A head who has not decided within two days is passed over: HR decides.
 * The diagram part (bpmndi) places each node and flow, so the console can draw the process.
 */
export const leaveProcessXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
    xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
    xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
    xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
    xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
    id="leaveDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="leave" name="请假流程" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:sequenceFlow id="toHead" sourceRef="start" targetRef="deptHead" />
    <bpmn:userTask id="deptHead" name="部门经理审批" camunda:candidateGroups="manager" />
    <bpmn:boundaryEvent id="headOverdue" name="超时转人事" attachedToRef="deptHead">
      <bpmn:timerEventDefinition><bpmn:timeDuration>P2D</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="overdueToHr" sourceRef="headOverdue" targetRef="hr" />
    <bpmn:sequenceFlow id="headDecided" sourceRef="deptHead" targetRef="headVerdict" />
    <bpmn:exclusiveGateway id="headVerdict" name="经理审批结果" default="headApproved" />
    <bpmn:sequenceFlow id="headRejected" name="驳回" sourceRef="headVerdict" targetRef="adjust">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">next(null, environment.variables.flag === 'reject')</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="headApproved" sourceRef="headVerdict" targetRef="daysGateway" />
    <bpmn:exclusiveGateway id="daysGateway" name="请假天数" default="shortLeave" />
    <bpmn:sequenceFlow id="longLeave" name="大于3天" sourceRef="daysGateway" targetRef="hr">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">next(null, environment.variables.days > 3)</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="shortLeave" sourceRef="daysGateway" targetRef="end" />
    <bpmn:userTask id="hr" name="人事审批" camunda:candidateGroups="hr" />
    <bpmn:sequenceFlow id="hrDecided" sourceRef="hr" targetRef="hrVerdict" />
    <bpmn:exclusiveGateway id="hrVerdict" name="人事审批结果" default="hrApproved" />
    <bpmn:sequenceFlow id="hrRejected" name="驳回" sourceRef="hrVerdict" targetRef="adjust">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">next(null, environment.variables.flag === 'reject')</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="hrApproved" sourceRef="hrVerdict" targetRef="end" />
    <bpmn:userTask id="adjust" name="调整申请" camunda:assignee="\${applyUser}" />
    <bpmn:sequenceFlow id="adjusted" sourceRef="adjust" targetRef="adjustVerdict" />
    <bpmn:exclusiveGateway id="adjustVerdict" name="重新申请" default="resubmitted" />
    <bpmn:sequenceFlow id="gaveUp" name="放弃" sourceRef="adjustVerdict" targetRef="end">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">next(null, environment.variables.flag === 'reject')</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="resubmitted" sourceRef="adjustVerdict" targetRef="deptHead" />
    <bpmn:endEvent id="end" name="结束" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="leaveDiagram">
    <bpmndi:BPMNPlane id="leavePlane" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="150" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptHead_di" bpmnElement="deptHead"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="headVerdict_di" bpmnElement="headVerdict" isMarkerVisible="true"><dc:Bounds x="400" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="daysGateway_di" bpmnElement="daysGateway" isMarkerVisible="true"><dc:Bounds x="510" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hr_di" bpmnElement="hr"><dc:Bounds x="620" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrVerdict_di" bpmnElement="hrVerdict" isMarkerVisible="true"><dc:Bounds x="780" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="900" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="adjust_di" bpmnElement="adjust"><dc:Bounds x="510" y="320" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="adjustVerdict_di" bpmnElement="adjustVerdict" isMarkerVisible="true"><dc:Bounds x="400" y="335" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="headOverdue_di" bpmnElement="headOverdue"><dc:Bounds x="305" y="222" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toHead_di" bpmnElement="toHead"><di:waypoint x="186" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="headDecided_di" bpmnElement="headDecided"><di:waypoint x="340" y="200" /><di:waypoint x="400" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="headApproved_di" bpmnElement="headApproved"><di:waypoint x="450" y="200" /><di:waypoint x="510" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="longLeave_di" bpmnElement="longLeave"><di:waypoint x="560" y="200" /><di:waypoint x="620" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="shortLeave_di" bpmnElement="shortLeave"><di:waypoint x="535" y="175" /><di:waypoint x="535" y="110" /><di:waypoint x="918" y="110" /><di:waypoint x="918" y="182" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrDecided_di" bpmnElement="hrDecided"><di:waypoint x="720" y="200" /><di:waypoint x="780" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrApproved_di" bpmnElement="hrApproved"><di:waypoint x="830" y="200" /><di:waypoint x="900" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="headRejected_di" bpmnElement="headRejected"><di:waypoint x="425" y="225" /><di:waypoint x="425" y="280" /><di:waypoint x="560" y="280" /><di:waypoint x="560" y="320" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrRejected_di" bpmnElement="hrRejected"><di:waypoint x="805" y="225" /><di:waypoint x="805" y="360" /><di:waypoint x="610" y="360" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="adjusted_di" bpmnElement="adjusted"><di:waypoint x="510" y="360" /><di:waypoint x="450" y="360" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="resubmitted_di" bpmnElement="resubmitted"><di:waypoint x="400" y="360" /><di:waypoint x="265" y="360" /><di:waypoint x="265" y="240" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="overdueToHr_di" bpmnElement="overdueToHr"><di:waypoint x="323" y="258" /><di:waypoint x="323" y="300" /><di:waypoint x="670" y="300" /><di:waypoint x="670" y="240" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="gaveUp_di" bpmnElement="gaveUp"><di:waypoint x="425" y="385" /><di:waypoint x="425" y="440" /><di:waypoint x="918" y="440" /><di:waypoint x="918" y="218" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
