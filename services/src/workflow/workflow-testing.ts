import { jobMadeDue } from '@platform/jobs/testing/job-made-due';
import type { FlowTimerJobPayloads } from '@services/workflow/instance/flow-timers';
import { flowWorkPath } from '@services/workflow/task-lists/flow-work-path';
import type { TestApp } from '@services/testing/test-app';
import { leaveProcessXml } from '@services/workflow/leave/leave-process';
import { type Answer, tenantCaller } from '@services/testing/tenant-caller';
import { testAdministratorRoles } from '@services/testing/test-app';
import { createRole } from '@services/testing/test-roles';

/** blade-flow's task calls: claim, complete and the five lists (claim-list, todo-list, …). */
export const taskCalls = `/api/${flowWorkPath}`;

/**
 * Callers of the workflow suites: the tenant's administrator acting as a given user, with the
 * roles a task's candidate groups name (created once per app, aliased as named).
 */
export function workflowCallers(app: () => TestApp, tenant = '000000') {
  const call = tenantCaller(() => app().app);
  const roles = new Map<string, string>();

  async function roleId(alias: string): Promise<string> {
    if (!roles.has(alias))
      roles.set(alias, await createRole((method, url, body) => call(method, url, body, tenant), alias));
    return roles.get(alias)!;
  }

  /** Calls as user `userId`, an administrator also holding the roles `aliases`. */
  async function as<T>(
    userId: string,
    aliases: string[],
    method: 'GET' | 'POST',
    url: string,
    body?: object,
  ) {
    const held = [testAdministratorRoles[tenant]!, ...(await Promise.all(aliases.map(roleId)))];
    const response = await app().app.inject({
      method,
      url,
      headers: { 'x-test-tenant': tenant, 'x-test-user': userId, 'x-test-roles': held.join(',') },
      ...(body ? { payload: body } : {}),
    });
    const answer = response.json<Answer<T>>();
    expect(response.statusCode).toBe(answer.code);
    return answer;
  }

  /** A model saved and deployed under category flow_1: answers its process definition's id. */
  async function deployed(modelKey: string, name: string, xml: string): Promise<string> {
    const model = await call<{ id: string }>('POST', '/api/blade-flow/model/submit', { modelKey, name, xml });
    const deploy = `/api/blade-flow/model/deploy?modelId=${model.data.id}&category=flow_1`;
    return (await call<{ id: string }>('POST', deploy)).data.id;
  }

  /** User `userId` applies for leave from 2026-12-01 09:00 to `endTime`: answers the instance's id. */
  async function leaveStarted(userId: string, processDefinitionId: string, endTime: string, reason: string) {
    const started = await as<{ processInstanceId: string }>(
      userId,
      [],
      'POST',
      '/api/blade-desk/process/leave/start-process',
      { processDefinitionId, startTime: '2026-12-01 09:00:00', endTime, reason },
    );
    return started.data.processInstanceId;
  }

  /**
   * Lets the timer instance `instanceId` set last fire now, as if its time (the head's two days)
   * had come. One whose activity was left meanwhile fires nothing, as when its time comes.
   */
  async function timerDue(instanceId: string): Promise<void> {
    const ran = await jobMadeDue(app().runtime, fireTimer, ['instanceId', instanceId]);
    if (ran) expect(ran).toBe('completed');
  }

  return { call, as, roleId, deployed, leaveStarted, timerDue };
}

const fireTimer: keyof FlowTimerJobPayloads = 'workflow.fireTimer';

/** A multipart body of deploy-upload: its fields, then its files. */
export function multipart(fields: Record<string, string>, files: Array<{ name: string; content: string }>) {
  const boundary = '----workflow-test-boundary';
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...files.map(
      ({ name, content }) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        `Content-Type: application/xml\r\n\r\n${content}\r\n`,
    ),
  ];
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The leave model as another process: the same diagram under the key `key` and the name `name`. */
export function leaveModelAs(key: string, name: string): string {
  return leaveProcessXml
    .replace('id="leave" name="请假流程"', `id="${key}" name="${name}"`)
    .replace('bpmnElement="leave"', `bpmnElement="${key}"`);
}
