/**
 * What the BPMN engine did while it ran one step of an instance, in the order it did it. The
 * instance decider records each as an event; the engine's own state is kept beside them so the
 * next command recovers the instance where this one left it.
 */
export type EngineFact =
  | { kind: 'activityStarted'; activityId: string; name: string; type: string }
  | { kind: 'activityEnded'; activityId: string }
  /** Left, ended or not: a task an interrupting timer passed over leaves without ending. */
  | { kind: 'activityLeft'; activityId: string }
  | {
      kind: 'taskWaiting';
      activityId: string;
      name: string;
      candidateUsers: string[];
      candidateGroups: string[];
      assignee: string | null;
    }
  | { kind: 'timerStarted'; activityId: string; delayMs: number }
  | { kind: 'timerFired'; activityId: string }
  | { kind: 'processEnded' };

/** The engine's serialized state (engine.getState()): opaque JSON outside the engine adapter. */
export type EngineState = Record<string, unknown>;

/** What a command asks of the engine. */
export type EngineStep =
  | { kind: 'start'; variables: Record<string, unknown> }
  | { kind: 'complete'; activityId: string; variables: Record<string, unknown> }
  | { kind: 'fireTimer'; activityId: string };

export interface EngineOutcome {
  facts: EngineFact[];
  state: EngineState;
}
