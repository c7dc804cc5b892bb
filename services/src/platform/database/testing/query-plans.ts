import { CompiledQuery, type Kysely } from 'kysely';
import type { ClientBase } from 'pg';

/** One node of an EXPLAIN (FORMAT JSON) plan, with the fields the tests read. */
export interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL chooses for `query`, asked through `db` so that its session (role, tenant, settings) applies. */
export async function queryPlan<Database>(db: Kysely<Database>, query: CompiledQuery): Promise<PlanNode> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
  );
  return rows[0]!['QUERY PLAN'][0]!.Plan;
}

/** Every node of a plan, depth first, as "Node Type", "Node Type on relation" or "Node Type on relation using index". */
export function planSteps(plan: PlanNode): string[] {
  return planNodes(plan).map((node) => {
    const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    return `${node['Node Type']}${relation}${index}`;
  });
}

/** A statement PostgreSQL ran inside a function, with its plan. */
export interface InnerPlan {
  queryText: string;
  plan: PlanNode;
}

/**
 * The plans of the statements run inside the functions that `run` calls on `client`, as
 * auto_explain reports them to the session (EXPLAIN shows only the function's call). A generic
 * plan, made once and kept, names its parameters ($1); a plan made for one call names its values.
 */
export async function plansInside(client: ClientBase, run: () => Promise<unknown>): Promise<InnerPlan[]> {
  await client.query(`LOAD 'auto_explain'`);
  await client.query(`SET auto_explain.log_min_duration = 0`);
  await client.query(`SET auto_explain.log_nested_statements = on`);
  await client.query(`SET auto_explain.log_format = json`);
  const plans: InnerPlan[] = [];
  const collect = (notice: { message?: string }) => {
    const explained = notice.message?.match(/plan:\n([\s\S]*)$/)?.[1];
    if (!explained) return;
    const { 'Query Text': queryText, Plan: plan } = JSON.parse(explained) as {
      'Query Text': string;
      Plan: PlanNode;
    };
    plans.push({ queryText, plan });
  };
  client.on('notice', collect);
  await client.query(`SET client_min_messages = log`);
  try {
    await run();
  } finally {
    await client.query(`SET client_min_messages = notice`);
    client.off('notice', collect);
  }
  return plans;
}

/** Every node of a plan, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
