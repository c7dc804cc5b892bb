import {
  seedAdministrator,
  seedAdministratorRoleIds,
  seedLeaveRoles,
} from '@infra/seed/platform-tenant.seed';
import { advanceEngine, startingEngineState } from '@services/workflow/engine/process-engine';
import { leaveProcessXml } from '@services/workflow/leave/leave-process';
import { seededLeaveDefinitionId } from '@services/workflow/leave/leave-process.seed';
import { apiCall } from '@platform/http/api-client';
import { runConcurrently } from '@bench/support/concurrent-writers';
import { commandLine } from '@bench/support/load/figures-report';
import { startProduct } from '@bench/support/product-process';
import { createScratchDatabase } from '@bench/support/scratch-database';
import { signIn } from '@bench/support/sign-in';
import { formatTable } from '@bench/support/text-table';
import { withClient } from '@bench/support/with-client';

/** blade-flow's task calls (claim, complete, the lists). */
const taskCalls = 'blade-flow/work';

/**
 * complete-task (blade-flow's task calls), the department head passing a 2-day leave (which ends
 * its instance), over `BENCH_INSTANCES` running instances (400; the figure: 10,000)
 * by 16 clients, through the whole command path of the product in its own process on
 * PostgreSQL (read the task, fold the instance's events, recover bpmn-engine, decide, append,
 * wait for the read models), beside bpmn-engine alone in this process doing the same steps in
 * memory: recover each started instance's state and complete its head task, nothing stored.
 */
const instances = Number(process.env.BENCH_INSTANCES ?? 400);
const clients = 16;
const leave = {
  processDefinitionId: seededLeaveDefinitionId,
  leaveType: '1',
  startTime: '2026-12-01 09:00:00',
  endTime: '2026-12-02 18:00:00',
  reason: '基准测试',
};
const decision = { flag: 'ok', comment: '同意' } as const;

export async function runCompleteTaskBench(): Promise<void> {
  const scratch = await createScratchDatabase('complete_task');
  const product = await startProduct({ DATABASE_URL: scratch.url }).catch(async (error: unknown) => {
    await scratch.drop();
    throw error;
  });
  try {
    const url = product.url!;
    const token = await headSession(url);
    const startMs = await runConcurrently(clients, instances, () =>
      apiCall(url, token, 'POST', 'blade-desk/process/leave/start-process', leave),
    );
    const tasks = await openHeadTasks(scratch.url);
    if (tasks.length !== instances) throw new Error(`${tasks.length} head tasks for ${instances} instances`);
    const completeMs = await runConcurrently(clients, tasks.length, (index) =>
      apiCall(url, token, 'POST', `${taskCalls}/complete-task`, { ...tasks[index], ...decision }),
    );
    report({ startMs, completeMs, engineMs: await engineAlone(instances) });
  } finally {
    await product.stop();
    await scratch.drop();
  }
}

/** The administrator, also given the seeded 部门经理 role: a candidate of every head task. */
async function headSession(url: string): Promise<string> {
  const manager = seedLeaveRoles.find((role) => role.roleAlias === 'manager')!.id;
  const roleIds = [...seedAdministratorRoleIds, manager].join(',');
  const admin = await signIn(url);
  await apiCall(url, admin, 'POST', `blade-user/grant?userIds=${seedAdministrator.id}&roleIds=${roleIds}`);
  return signIn(url);
}

/** The head tasks the starts opened, read from the read model (start-process answers the instance). */
async function openHeadTasks(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ taskId: string; processInstanceId: string }>(
      `SELECT id::text AS "taskId", process_instance_id::text AS "processInstanceId"
       FROM flow_task WHERE task_status = 'claim' AND task_definition_key = 'deptHead'`,
    );
    return rows;
  });
}

/** bpmn-engine alone: the same completions on the same started states, in memory, timed. */
async function engineAlone(count: number): Promise<number> {
  const initial = await startingEngineState(leaveProcessXml, 'leave');
  const variables = { days: 2, applyUser: seedAdministrator.id };
  const started = Array.from(
    { length: count },
    () => advanceEngine(initial, { kind: 'start', variables }).state,
  );
  const began = performance.now();
  for (const state of started)
    advanceEngine(state, { kind: 'complete', activityId: 'deptHead', variables: decision });
  return performance.now() - began;
}

function report({ startMs, completeMs, engineMs }: Record<'startMs' | 'completeMs' | 'engineMs', number>) {
  const rate = (ms: number) => Math.round((instances / ms) * 1000);
  console.log(`\ncomplete-task over ${instances.toLocaleString()} running instances of the leave process`);
  console.log(
    formatTable(
      ['what', 'clients', 'per second'],
      [
        ['bpmn-engine alone, in memory (baseline)', 1, rate(engineMs)],
        [`POST /api/${taskCalls}/complete-task`, clients, rate(completeMs)],
        ['POST /api/blade-desk/process/leave/start-process (setup)', clients, rate(startMs)],
      ],
    ),
  );
  console.log(`\nratio complete-task / engine alone: ${(engineMs / completeMs).toFixed(3)}`);
  console.log(`\n${commandLine('complete-task', { BENCH_INSTANCES: instances })}`);
}

if (require.main === module) {
  runCompleteTaskBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
