import type { Page } from '@platform/http/paging';
import type { Answer } from '@services/testing/tenant-caller';
import type { TestApp } from '@services/testing/test-app';
import { type Call, dataOf, succeeded } from '@services/testing/state-as-of/read-model-scenario';
import { leaveModelAs, multipart } from '@services/workflow/workflow-testing';

export const manager = '/api/blade-flow/manager';

/** A process definition as manager/list and both deploy routes answer it. */
export interface Definition {
  id: string;
  key: string;
  version: number;
  deploymentId: string;
  suspensionState: number;
}

/** A key of this run's own, a BPMN id: other runs and suites deploy keys of theirs. */
export const freshKey = (prefix: string, n: number) => `${prefix}${Date.now().toString(36)}x${n}`;

/** The read model's row of a definition: the last part of its processDefinitionId. */
export const rowIdOf = (definition: Definition) => definition.id.split(':')[2]!;

/** The leave diagram saved as a model of `key` and deployed from it (model/deploy), as the modeler does. */
export async function modelDeployed(call: Call, key: string): Promise<Definition> {
  const body = { modelKey: key, name: key, xml: leaveModelAs(key, key) };
  const model = await dataOf(
    call<{ id: string }>('POST', '/api/blade-flow/model/submit', body),
    'model saved',
  );
  const deploy = `/api/blade-flow/model/deploy?modelId=${model.id}&category=flow_1`;
  return dataOf(call<Definition>('POST', deploy), 'model deployed');
}

/** The leave diagram under each of `keys`, uploaded as files of one deployment (manager/deploy-upload). */
export async function filesDeployed(app: () => TestApp, keys: readonly string[]): Promise<Definition[]> {
  const files = keys.map((key) => ({ name: `${key}.bpmn20.xml`, content: leaveModelAs(key, key) }));
  const response = await app().app.inject({
    method: 'POST',
    url: `${manager}/deploy-upload`,
    ...multipart({ category: 'flow_1', tenantIds: '' }, files),
  });
  const answer = response.json<Answer<Definition[]>>();
  succeeded(answer, 'files deployed');
  return answer.data;
}

/** The definitions of a key manager/list shows: a deleted deployment's are not among them. */
export async function listed(call: Call, key: string): Promise<Definition[]> {
  const page = await dataOf(
    call<Page<Definition>>('GET', `${manager}/list?processKey=${key}&size=100`),
    'definitions listed',
  );
  return page.records;
}

export async function deploymentDeleted(call: Call, deploymentId: string): Promise<void> {
  succeeded(
    await call('POST', `${manager}/delete-deployment?deploymentIds=${deploymentId}`),
    'deployment deleted',
  );
}
