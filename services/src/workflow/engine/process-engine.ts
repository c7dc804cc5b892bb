import { Engine } from 'bpmn-engine';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { RefusedError } from '@platform/errors/domain-errors';
import type {
  EngineFact,
  EngineOutcome,
  EngineState,
  EngineStep,
} from '@services/workflow/engine/engine-facts';
import { RecordedTimers } from '@services/workflow/engine/recorded-timers';

/** The parts of bpmn-engine's (untyped) runtime objects this adapter reads. */
interface EngineMessage {
  content: { id: string; type: string; name?: string; timeout?: number; timerType?: string };
}
interface Broker {
  subscribeTmp(
    exchange: string,
    pattern: string,
    onMessage: (routingKey: string, message: EngineMessage) => void,
    options: { noAck: boolean },
  ): void;
}
interface Behaviour {
  candidateUsers?: string;
  candidateGroups?: string;
  assignee?: string;
}
interface Activity {
  id: string;
  owner: { behaviour: Behaviour };
  signal(message?: unknown): void;
}
interface Process {
  environment: { variables: Record<string, unknown> };
}
interface Definition {
  broker: Broker;
  environment: { variables: Record<string, unknown> };
  run(): void;
  getRunningProcesses(): Process[];
}
interface Execution {
  definitions: Definition[];
  getPostponed(): Activity[];
  getState(): EngineState;
}

const moddleOptions = { camunda };

/**
 * The state an instance of `xml`'s process starts from: the engine's state before it ran, with
 * the parsed model inside. Parsing is the one asynchronous part of the engine; what follows
 * (start, complete, fire a timer) runs synchronously on this state, inside the decider.
 */
export async function startingEngineState(xml: string, name: string): Promise<EngineState> {
  const engine = new Engine({ name, source: xml, moddleOptions });
  return (await engine.getState()) as unknown as EngineState;
}

/**
 * Recovers the instance from `state`, makes `step` and answers what the engine did and the state
 * it ended in. bpmn-engine and bpmn-elements run their message brokers synchronously, so one step
 * completes within this call: user tasks wait, timers are only recorded (RecordedTimers).
 */
export function advanceEngine(state: EngineState, step: EngineStep): EngineOutcome {
  const timers = new RecordedTimers();
  // RecordedTimers keeps what the engine's timers option needs; its declared type asks for more.
  const engine = new Engine({ name: String(state.name ?? ''), timers: timers as never, moddleOptions });
  engine.recover(structuredClone(state));
  const execution = engine.execution as unknown as Execution;
  const definition = execution.definitions[0]!;
  const facts: EngineFact[] = [];
  // On resume the engine says again that the tasks and timers it recovered wait and run: not
  // new facts. A wait or a timer is new only for an activity this step started, even during the
  // resume itself (a timer already due fires there, and the activity after it starts and waits).
  const started = new Set<string>();
  definition.broker.subscribeTmp(
    'event',
    'activity.#',
    (routingKey, { content }) => {
      if (routingKey === 'activity.start') started.add(content.id);
      if ((routingKey === 'activity.wait' || routingKey === 'activity.timer') && !started.has(content.id))
        return;
      const fact = factOf(routingKey, content, definition);
      if (fact) facts.push(fact);
    },
    { noAck: true },
  );
  definition.broker.subscribeTmp('event', 'process.end', () => facts.push({ kind: 'processEnded' }), {
    noAck: true,
  });

  switch (step.kind) {
    case 'start':
      Object.assign(definition.environment.variables, step.variables);
      definition.run();
      break;
    case 'complete': {
      void engine.resume();
      const task = waiting(execution, step.activityId);
      for (const process of definition.getRunningProcesses())
        Object.assign(process.environment.variables, step.variables);
      task.signal(step.variables);
      break;
    }
    case 'fireTimer': {
      void engine.resume();
      // A timer already due fired on resume; one not yet due is fired now, as its job asks.
      timers.of(step.activityId)?.fire();
      break;
    }
  }
  return { facts, state: execution.getState() };
}

function waiting(execution: Execution, activityId: string): Activity {
  const task = execution.getPostponed().find((activity) => activity.id === activityId);
  if (!task) throw new RefusedError('任务已不在等待办理');
  return task;
}

function factOf(
  routingKey: string,
  content: EngineMessage['content'],
  definition: Definition,
): EngineFact | undefined {
  const activityId = content.id;
  switch (routingKey) {
    case 'activity.start':
      return {
        kind: 'activityStarted',
        activityId,
        name: content.name ?? activityId,
        type: typeOf(content.type),
      };
    case 'activity.end':
      return { kind: 'activityEnded', activityId };
    case 'activity.leave':
      return { kind: 'activityLeft', activityId };
    case 'activity.wait':
      return content.type === 'bpmn:UserTask' ? taskWaiting(content, definition) : undefined;
    case 'activity.timer':
      return { kind: 'timerStarted', activityId, delayMs: modelDelayMs(content) };
    case 'activity.timeout':
      return { kind: 'timerFired', activityId };
    default:
      return undefined;
  }
}

/** A user task's candidates and assignee, with `${name}` read from the instance's variables. */
function taskWaiting(content: EngineMessage['content'], definition: Definition): EngineFact {
  const variables = Object.assign(
    {},
    definition.environment.variables,
    ...definition.getRunningProcesses().map((process) => process.environment.variables),
  ) as Record<string, unknown>;
  const behaviour = behaviourOf(definition, content.id);
  const resolve = (text: string | undefined) => resolveVariables(text ?? '', variables);
  const list = (text: string | undefined) =>
    resolve(text)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  // A variable may hold anything: only user ids are kept, since the task lists find tasks by them
  // and their read model stores them as numbers (a word there would stop its projection).
  const users = (text: string | undefined) => list(text).filter(isUserId);
  return {
    kind: 'taskWaiting',
    activityId: content.id,
    name: content.name ?? content.id,
    candidateUsers: users(behaviour.candidateUsers),
    candidateGroups: list(behaviour.candidateGroups),
    assignee: users(behaviour.assignee)[0] ?? null,
  };
}

function isUserId(text: string): boolean {
  return /^\d+$/.test(text);
}

function behaviourOf(definition: Definition, activityId: string): Behaviour {
  const withActivities = definition as unknown as {
    getActivityById(id: string): { behaviour?: Behaviour } | undefined;
  };
  return withActivities.getActivityById(activityId)?.behaviour ?? {};
}

/** `${applyUser}` or `${environment.variables.applyUser}` as the variable's value. */
function resolveVariables(text: string, variables: Record<string, unknown>): string {
  return text.replace(/\$\{\s*(?:environment\.variables\.)?([\w]+)\s*\}/g, (_, name: string) =>
    String(variables[name] ?? ''),
  );
}

/** 'bpmn:UserTask' → 'userTask', the BladeX history's activity types. */
function typeOf(bpmnType: string): string {
  const local = bpmnType.replace(/^bpmn:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
}

/**
 * A timer's delay as the model states it. The engine reads the clock twice, once for the expiry
 * and once for the delay, so its `timeout` of a duration may miss the model's by the time between
 * (a millisecond or so); a model's durations are whole seconds (P2D, PT30M), so the nearest whole
 * second is the model's.
 */
function modelDelayMs({ timeout = 0, timerType }: EngineMessage['content']): number {
  const delayMs = Math.max(0, timeout);
  return timerType === 'timeDuration' ? Math.round(delayMs / 1000) * 1000 : delayMs;
}
