import type { Decider } from '@platform/commands/decider';
import { ConflictError } from '@platform/errors/domain-errors';
import type { DefinitionVersionCommand } from '@services/workflow/manager/definition-version.commands';
import type { DefinitionVersionEvent } from '@services/workflow/manager/definition-version.events';

/** The last version of a key taken so far; 0 before its first deployment. */
export interface DefinitionVersionState {
  latest: number;
}

/**
 * Another deployment of the key took this version first. The deploying handler counts again
 * and retries; the user sees this only when the key is deployed again and again meanwhile.
 */
export class VersionTakenError extends ConflictError {
  constructor() {
    super('流程定义版本已被占用,请重试');
  }
}

/**
 * The versions of one process key: each deployment takes a version above every one taken
 * before. A deployment that counted from an earlier read is refused, never given a duplicate.
 */
export const definitionVersionDecider: Decider<
  DefinitionVersionCommand,
  DefinitionVersionEvent,
  DefinitionVersionState
> = {
  initialState: () => ({ latest: 0 }),

  evolve: (state, event) => ({ latest: Math.max(state.latest, event.data.version) }),

  decide({ data, metadata }, { latest }) {
    if (data.version <= latest) throw new VersionTakenError();
    return [{ type: 'ProcessDefinitionVersionTaken', data: { ...data, at: metadata.at } }];
  },
};
