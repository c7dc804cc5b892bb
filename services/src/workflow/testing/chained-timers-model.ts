/**
 * Two timers of 200 ms in sequence, then a task for the managers: the second timer is set only
 * when the first fires, so it is set by the first timer's job.
 */
export const chainedTimersXml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
    xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="chainedDefinitions"
    targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="chained" name="两段计时" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:sequenceFlow id="toFirst" sourceRef="start" targetRef="first" />
    <bpmn:intermediateCatchEvent id="first" name="第一段">
      <bpmn:timerEventDefinition><bpmn:timeDuration>PT0.2S</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>
    <bpmn:sequenceFlow id="toSecond" sourceRef="first" targetRef="second" />
    <bpmn:intermediateCatchEvent id="second" name="第二段">
      <bpmn:timerEventDefinition><bpmn:timeDuration>PT0.2S</bpmn:timeDuration></bpmn:timerEventDefinition>
    </bpmn:intermediateCatchEvent>
    <bpmn:sequenceFlow id="toCheck" sourceRef="second" targetRef="check" />
    <bpmn:userTask id="check" name="到期核对" camunda:candidateGroups="manager" />
    <bpmn:sequenceFlow id="toEnd" sourceRef="check" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />
  </bpmn:process>
</bpmn:definitions>`;
