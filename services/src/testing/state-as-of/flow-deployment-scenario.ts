import fc from 'fast-check';
import type { TestApp } from '@services/testing/test-app';
import {
  type Definition,
  deploymentDeleted,
  filesDeployed,
  freshKey,
  listed,
  manager,
  modelDeployed,
  rowIdOf,
} from '@services/testing/state-as-of/flow-deploying';
import {
  type Fields,
  type ReadModelScenario,
  succeeded,
} from '@services/testing/state-as-of/read-model-scenario';
import type { FlowDeploymentState } from '@services/workflow/manager/flow-deployment.decider';

/** Which of the deployment's definitions is activated or suspended. */
const stateChange = fc.record({ definition: fc.nat(1), state: fc.constantFrom('active', 'suspend') });
type StateChange = { definition: number; state: 'active' | 'suspend' };

/**
 * A deployment, of one model or of two uploaded files: its definitions activated and suspended
 * at random, and deleted. A deleted deployment's definitions are kept for the instances started
 * on them, but no list shows them.
 */
export function flowDeployment(app: () => TestApp): ReadModelScenario {
  const definitionsOf = new Map<string, Definition[]>();
  return {
    type: 'flowDeployment',
    edits: stateChange as fc.Arbitrary<Fields>,
    async create(call, n) {
      const key = freshKey('deployed', n);
      const definitions =
        n % 2 ? await filesDeployed(app, [`${key}a`, `${key}b`]) : [await modelDeployed(call, key)];
      const id = String(definitions[0]!.deploymentId);
      definitionsOf.set(id, definitions);
      return id;
    },
    async apply(call, id, command) {
      if (command.kind === 'remove') return deploymentDeleted(call, id);
      const { definition, state } = command.values as StateChange;
      const definitions = definitionsOf.get(id)!;
      const processId = definitions[definition % definitions.length]!.id;
      const url = `${manager}/change-state?processId=${processId}&state=${state}`;
      succeeded(await call('POST', url), `definition ${state}`);
    },
    async readModel(call, id) {
      const keys = definitionsOf.get(id)!.map((definition) => definition.key);
      const shown = (await Promise.all(keys.map((key) => listed(call, key)))).flat();
      const own = shown.filter((definition) => String(definition.deploymentId) === id);
      if (own.length === 0) return undefined;
      return {
        states: Object.fromEntries(
          own.map((definition) => [rowIdOf(definition), definition.suspensionState]),
        ),
      };
    },
    fromState(state) {
      const deployment = state as FlowDeploymentState;
      return deployment.status === 'deployed' ? { states: deployment.states } : undefined;
    },
  };
}
