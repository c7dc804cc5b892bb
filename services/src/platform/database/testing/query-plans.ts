import { CompiledQuery, type Kysely } from 'kysely';

/** One node of an EXPLAIN (FORMAT JSON) plan, with the fields the tests read. */
export interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Relation Name'?: string;
  'Index Name'?: string;
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
export function planSteps(node: PlanNode): string[] {
  const relation = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  return [`${node['Node Type']}${relation}${index}`, ...(node.Plans ?? []).flatMap(planSteps)];
}
