/**
 * What the modeler's properties panel shows of one diagram element and what it may change: the
 * parts of a model the engine reads (services/src/workflow/engine/process-engine.ts). A user
 * task's assignee and candidate groups (role aliases, as the seeded leave model writes them) are
 * Camunda attributes; a condition is JavaScript the engine runs as `next(null, <condition>)`.
 */
export type ElementKind = 'userTask' | 'condition' | 'other';

export interface ElementProperties {
  id: string;
  kind: ElementKind;
  name: string;
  assignee: string;
  /** A comma list of role aliases. */
  candidateGroups: string;
  /** The expression inside `next(null, …)`, e.g. `environment.variables.days > 3`. */
  condition: string;
}

export type ElementChange = Partial<
  Pick<ElementProperties, 'name' | 'assignee' | 'candidateGroups' | 'condition'>
>;

/** The part of a bpmn-moddle object this reads (bpmn-js's `element.businessObject`). */
export interface BusinessObject {
  id: string;
  $type: string;
  name?: string;
  sourceRef?: { $type: string };
  conditionExpression?: { body?: string };
  get(name: string): unknown;
}

/** Gateways choose among their outgoing flows by the flows' conditions. */
const choosingGateways = ['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway'];

export function elementProperties(object: BusinessObject): ElementProperties {
  const text = (name: string) => {
    const value = object.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    id: object.id,
    kind: kindOf(object),
    name: object.name ?? '',
    assignee: text('camunda:assignee'),
    candidateGroups: text('camunda:candidateGroups'),
    condition: conditionOf(object.conditionExpression?.body ?? ''),
  };
}

function kindOf(object: BusinessObject): ElementKind {
  if (object.$type === 'bpmn:UserTask') return 'userTask';
  const fromGateway = choosingGateways.includes(object.sourceRef?.$type ?? '');
  return object.$type === 'bpmn:SequenceFlow' && fromGateway ? 'condition' : 'other';
}

const scripted = /^\s*next\(\s*null\s*,\s*([\s\S]*?)\s*\)\s*;?\s*$/;

/** A script's condition: what `next(null, …)` answers; any other body as it stands. */
export function conditionOf(body: string): string {
  return scripted.exec(body)?.[1] ?? body.trim();
}

/** The script the engine runs for a condition; none for an empty one (the flow is then unconditional). */
export function conditionScript(condition: string): string | undefined {
  const trimmed = condition.trim();
  return trimmed ? `next(null, ${trimmed})` : undefined;
}
