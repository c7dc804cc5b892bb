import type { DomainCommand } from '@platform/commands/command-metadata';
import type { EngineState } from '@services/workflow/engine/engine-facts';
import type {
  BusinessRecord,
  InstanceDefinition,
  TaskFlag,
} from '@services/workflow/instance/process-instance.events';

/** Fresh ids for the rows a step may create (activities, tasks): the decider takes them in order. */
interface FreshIds {
  ids: string[];
}

export type StartProcessInstance = DomainCommand<
  'StartProcessInstance',
  FreshIds & {
    id: string;
    definition: InstanceDefinition;
    business: BusinessRecord;
    startUserName: string;
    variables: Record<string, unknown>;
    /** The definition's engine state before any run (startingEngineState). */
    engine: EngineState;
  }
>;
/** callerGroups: the caller's role ids and aliases, which candidate groups name. */
export type ClaimFlowTask = DomainCommand<'ClaimFlowTask', { taskId: string; callerGroups: string[] }>;
export type CompleteFlowTask = DomainCommand<
  'CompleteFlowTask',
  FreshIds & {
    taskId: string;
    callerGroups: string[];
    flag: TaskFlag;
    comment: string;
    variables: Record<string, unknown>;
  }
>;
/**
 * A timer's job has come due: `dueAt` names which setting of the activity's timer it was made for
 * (an activity entered again sets its timer anew, and the earlier setting's job must not fire it).
 */
export type FireFlowTimer = DomainCommand<'FireFlowTimer', FreshIds & { activityId: string; dueAt: string }>;
export type DeleteProcessInstance = DomainCommand<'DeleteProcessInstance', { reason: string }>;

export type ProcessInstanceCommand =
  StartProcessInstance | ClaimFlowTask | CompleteFlowTask | FireFlowTimer | DeleteProcessInstance;
