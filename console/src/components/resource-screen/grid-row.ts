import { createContext, useContext } from 'react';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/** The shown text of a value, undefined while the names it comes from are on their way. */
export type CellText = (value: unknown) => string | undefined;

/** A row of the grid: a record, and where it sits when the grid shows a tree. */
export interface GridRow {
  record: ResourceRecord;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
}

/** A row of a plain list, with no tree around it. */
export function flatRow(record: ResourceRecord): GridRow {
  return { record, depth: 0, hasChildren: false, expanded: false };
}

/**
 * What cells do besides showing values. Columns are declared once per resource, outside the
 * screen, so the handlers reach the cells through this context rather than the columns.
 */
export interface GridActions {
  language: string;
  toggle: (row: GridRow) => void;
  /** The screen's texts for values carried as ids, by field name. */
  cells?: Readonly<Record<string, CellText>>;
  /** Extra per-row buttons of a richer screen (users: reset password, ...). */
  rowButtons?: (record: ResourceRecord) => React.ReactNode;
  view?: (record: ResourceRecord) => void;
  edit?: (record: ResourceRecord) => void;
  remove?: (record: ResourceRecord) => void;
  /** Opens the record's history on the audit page. */
  history?: (record: ResourceRecord) => void;
}

export const GridActionsContext = createContext<GridActions | undefined>(undefined);

export function useGridActions(): GridActions {
  const actions = useContext(GridActionsContext);
  if (!actions) throw new Error('useGridActions outside GridActionsContext');
  return actions;
}
