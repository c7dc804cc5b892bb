import { spawnSync } from 'node:child_process';

/**
 * `npm run bench [name...]`: runs each benchmark in a process of its own, so that one's
 * global state (Emmett replaces node-postgres type parsers) cannot colour another's figures.
 */
const benches: Record<string, string> = {
  appends: 'bench/src/appends/appends-bench.ts',
  rebuild: 'bench/src/rebuild/rebuild-bench.ts',
  'user-page': 'bench/src/identity/user-page-bench.ts',
  'menu-routes': 'bench/src/identity/menu-routes-bench.ts',
  'goods-page': 'bench/src/goods/goods-page-bench.ts',
  'merchant-export': 'bench/src/merchant/export-bench.ts',
  start: 'bench/src/process/start-bench.ts',
  writes: 'bench/src/writes/writes-bench.ts',
  'writes-embedded': 'bench/src/writes/embedded-writes-bench.ts',
  list: 'bench/src/list/list-bench.ts',
  split: 'bench/src/split/split-bench.ts',
  'audit-as-of': 'bench/src/audit/as-of-bench.ts',
  'audit-events-query': 'bench/src/audit/events-query-bench.ts',
  'api-log': 'bench/src/log/api-log-bench.ts',
  'put-file': 'bench/src/files/put-file-bench.ts',
  'complete-task': 'bench/src/workflow/complete-task-bench.ts',
  'todo-list': 'bench/src/workflow/todo-list-bench.ts',
  'order-page': 'bench/src/money/order-page-bench.ts',
  'money-movements': 'bench/src/money/money-movements-bench.ts',
  reconciliation: 'bench/src/reconciliation/reconciliation-bench.ts',
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')}; known: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
// The benches start the product as `npm start` does, from the compiled server: build it when stale.
const build = spawnSync(process.execPath, ['scripts/build.mjs', 'server'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
for (const name of chosen.length > 0 ? chosen : Object.keys(benches)) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(process.execPath, ['-r', '@swc-node/register', benches[name]!], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
