import { seedAdministrator } from '@infra/seed/platform-tenant.seed';
import { getting, startProductBesideBare } from '@bench/identity/product-beside-bare';
import { alternately, rateOf } from '@bench/support/load/loads-in-turn';
import { bareCountAndPage } from '@bench/support/bare-page';
import { commandLine } from '@bench/support/load/figures-report';
import type { LoadFigures } from '@bench/support/load/load-recipe';
import { signIn } from '@bench/support/sign-in';
import { loadOpenTasks } from '@bench/workflow/open-tasks';

/** blade-flow's task calls (claim, complete, the lists). */
const taskCalls = 'blade-flow/work';
/** The product's route measured, and its name in the report. */
const todoList = `/api/${taskCalls}/todo-list`;
const ourRoute = `GET ${todoList}`;

/**
 * GET todo-list (blade-flow's task lists) page 1 over `BENCH_TASKS` open tasks (100,000) dealt to 100
 * users, the administrator one of them, through the whole product in its own process, beside a
 * bare Fastify route that checks the same token, session and grant and answers the same
 * envelope from the same two statements (flow-task.queries.ts: the count of the caller's todo
 * tasks, and their page with the instance and the assignee's name); loads from a process of
 * their own.
 */
const tasks = Number(process.env.BENCH_TASKS ?? 100_000);
const assignees = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = 16;

const taskColumns = `t.id AS task_id, t.task_name, t.task_definition_key, i.id AS process_instance_id,
  i.process_definition_id, i.process_definition_key, i.process_definition_name, i.process_definition_version,
  i.category, i.business_table, i.business_id, t.assignee, u.real_name AS assignee_name, i.start_user,
  i.start_user_name, t.create_time, t.claim_time, t.end_time, t.comment, t.flag, i.flow_status,
  t.task_status AS status`;

export async function runTodoListBench(): Promise<void> {
  const setup = await startProductBesideBare('todo_list');
  try {
    setup.addBareRoute('/todo-list', 'work_todo_view', (caller, _query, pools) =>
      bareCountAndPage(pools, caller, {
        columns: taskColumns,
        from: `flow_task t JOIN flow_instance i ON i.id = t.process_instance_id
          LEFT JOIN blade_user u ON u.id = t.assignee`,
        where: `t.tenant_id = $1 AND t.task_status = 'todo' AND t.assignee = $2::bigint`,
        params: [caller.userId],
        orderBy: 't.create_time DESC, t.id DESC',
        current: 1,
        size: 10,
      }),
    );
    const baseline = await setup.listenBare();
    await loadOpenTasks(setup.databaseUrl, { tasks, assignees, caller: seedAdministrator.id });
    const ours = setup.productUrl;
    const auth = { 'blade-auth': `bearer ${await signIn(ours)}` };

    const rounds = await alternately(
      [
        ['bare Fastify + pg', getting(`${baseline}/todo-list`, auth)],
        [ourRoute, getting(`${ours}${todoList}?current=1&size=10`, auth)],
      ],
      { clients: concurrency, seconds },
    );
    report(rounds);
  } finally {
    await setup.close();
  }
}

function report(rounds: Array<[string, LoadFigures]>): void {
  const ours = rateOf(rounds, ourRoute);
  const bare = rateOf(rounds, 'bare Fastify + pg');
  const errors = rounds.reduce((sum, [, result]) => sum + result.errors, 0);
  const mine = Math.round(tasks / assignees).toLocaleString();
  console.log(
    `\nwork/todo-list page 1 of 10 over ${tasks.toLocaleString()} open tasks, ${mine} the caller's; ${concurrency} clients`,
  );
  console.log(
    `  bare Fastify + pg (same checks and SQL)  ${Math.round(bare).toLocaleString().padStart(8)} req/s`,
  );
  console.log(`  ${ourRoute}       ${Math.round(ours).toLocaleString().padStart(8)} req/s`);
  console.log(
    `  ratio: ${(ours / bare).toFixed(2)}  (target ≥ 0.50)${errors ? `  — ${errors} failed answers` : ''}`,
  );
  console.log(`\n${commandLine('todo-list', { BENCH_TASKS: tasks, BENCH_SECONDS: seconds })}`);
}

if (require.main === module) {
  runTodoListBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
