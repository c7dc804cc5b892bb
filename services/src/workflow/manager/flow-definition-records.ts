import { categoryName } from '@services/workflow/manager/flow-categories';
import type { ProcessDefinition } from '@services/workflow/manager/flow-deployment.wire';

/** A definition as the read model answers it (flow-definition.queries.ts). */
export interface DefinitionRow extends Omit<ProcessDefinition, 'categoryName'> {
  rowId: string;
}

/** The row in the wire's names, with its category's name. */
export function definitionRecord({ rowId: _rowId, ...row }: DefinitionRow): ProcessDefinition {
  return { ...row, categoryName: categoryName(row.category) };
}
