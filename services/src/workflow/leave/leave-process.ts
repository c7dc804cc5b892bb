/** The seeded leave model's key, as process definitions and the console name it. */
export const leaveProcessKey = 'leave';

/**
 * The leave process, deployed in the platform tenant at the first start. The department head is
 * whoever holds a role aliased 'manager', HR a role aliased 'hr'. A leave longer than 3 days goes
 * on to HR; either may reject, and the applicant then adjusts and resubmits (flag ok) or gives
 * up (flag reject). A head who has not decided within two days is passed over: HR decides.
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
</bpmn:definitions>
`;
