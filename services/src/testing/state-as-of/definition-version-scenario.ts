import fc from 'fast-check';
import { platformTenantId } from '@infra/seed/platform-tenant.seed';
import { FlowDefinitionQueries } from '@projections/workflow/flow-definition/flow-definition.queries';
import type { TestApp } from '@services/testing/test-app';
import {
  deploymentDeleted,
  filesDeployed,
  freshKey,
  modelDeployed,
} from '@services/testing/state-as-of/flow-deploying';
import type { Fields, ReadModelScenario } from '@services/testing/state-as-of/read-model-scenario';
import type { DefinitionVersionState } from '@services/workflow/manager/definition-version.decider';
import { definitionVersionId } from '@services/workflow/manager/definition-version.stream';

/** The key deployed again (a new version), or one of its deployments still listed deleted. */
const versionEdits = fc.oneof(fc.constant({ deployed: true }), fc.record({ deleted: fc.nat(3) }));

/**
 * The versions of one process key: deployed first from a model or an upload, then again, and its
 * deployments deleted, all of them at the removal. A deleted deployment's version stays taken
 * (the next deployment counts from it), so the read model's highest version of the key is read
 * over its deleted rows too, which no list shows.
 */
export function flowDefinitionVersion(app: () => TestApp): ReadModelScenario {
  const keys = new Map<string, string>();
  const liveDeployments = new Map<string, string[]>();
  return {
    type: 'flowDefinitionVersion',
    edits: versionEdits as fc.Arbitrary<Fields>,
    async create(call, n) {
      const key = freshKey('versioned', n);
      const [first] = n % 2 ? await filesDeployed(app, [key]) : [await modelDeployed(call, key)];
      const id = definitionVersionId(platformTenantId, key);
      keys.set(id, key);
      liveDeployments.set(id, [String(first!.deploymentId)]);
      return id;
    },
    async apply(call, id, command) {
      const live = liveDeployments.get(id)!;
      if (command.kind === 'remove') {
        for (const deploymentId of live.splice(0)) await deploymentDeleted(call, deploymentId);
        return;
      }
      if ('deployed' in command.values) {
        const [again] = await filesDeployed(app, [keys.get(id)!]);
        live.push(String(again!.deploymentId));
        return;
      }
      const [chosen] = live.splice(Number(command.values.deleted) % Math.max(live.length, 1), 1);
      if (chosen) await deploymentDeleted(call, chosen);
    },
    async readModel(_, id) {
      const latest = await app()
        .app.get(FlowDefinitionQueries)
        .latestVersion(platformTenantId, keys.get(id)!);
      return latest > 0 ? { latest } : undefined;
    },
    fromState(state) {
      const { latest } = state as DefinitionVersionState;
      return latest > 0 ? { latest } : undefined;
    },
  };
}
