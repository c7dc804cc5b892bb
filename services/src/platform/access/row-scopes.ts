import type { RequestContext } from '@platform/context/request-context';

/**
 * Which of a resource's rows (within the caller's tenant) the caller may see: every row, or
 * those matching at least one rule, a rule being "column is one of values". No rule: no row.
 */
export type RowScope = { kind: 'every' } | { kind: 'matching'; rules: readonly RowRule[] };

export interface RowRule {
  /** A snake_case column of the resource's table. */
  column: string;
  values: readonly string[];
}

export const everyRow: RowScope = { kind: 'every' };

/**
 * The data scopes of SPEC.md §6 (all, own rows, own departments, departments and children,
 * custom): the module that owns roles provides them; a product without them sees every row.
 */
export abstract class RowScopes {
  /** `resourceCode` names the resource as data scopes do (its declaration's name). */
  abstract scopeFor(caller: RequestContext, resourceCode: string): Promise<RowScope>;
}
