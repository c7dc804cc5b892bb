import type { CellText } from '@console/components/resource-screen/grid-row';
import type { ReactNode } from 'react';
import type { FieldEditor } from '@console/components/field-editors/field-editor-props';
import type { DialogMode } from '@console/components/resource-screen/record-dialog';
import type { Query } from '@console/lib/http/query-string';
import type { FormOptions } from '@console/lib/resources/form-rules';
import type { ResourceRecord, ResourceRecords } from '@console/lib/resources/resource-records';

/** What a richer screen hands its extra buttons: the selected rows and a way to reload. */
export interface ScreenContext {
  selection: readonly ResourceRecord[];
  reload: () => void;
}

/**
 * How a screen adapts the generic one; every part is optional, and the plain ResourcePage uses
 * none of them.
 */
export interface ScreenOptions {
  form?: FormOptions;
  /** Inputs of the screen's own, by field name. */
  editors?: Readonly<Record<string, FieldEditor>>;
  dialogWidth?: number;
  /** Parameters of every list call (the users' department); a change reloads. */
  fixedQuery?: Query;
  /** The paged read when it is not `list` (the dictionaries' parent-list and child-list). */
  listPath?: string;
  /** Show a tree resource as a flat paged list (the dictionaries' headers). */
  flat?: boolean;
  /** For a tree: the parent whose children are the top rows, "0" unless given. */
  treeRoot?: string;
  /**
   * The text a column shows for a value the rows carry as an id (an industry category, a role):
   * lists show names, never ids. Dictionary fields need none: their items name them.
   */
  cells?: Readonly<Record<string, CellText>>;
  /** Fields shown as columns, in order; all but long texts unless given. */
  columns?: readonly string[];
  /** Fields offered as search inputs; the declared filterable ones unless given. */
  searchFields?: readonly string[];
  toolbar?: (context: ScreenContext) => ReactNode;
  rowButtons?: (record: ResourceRecord, context: ScreenContext) => ReactNode;
  onRowClick?: (record: ResourceRecord) => void;
  /** The calls, for records whose API differs from the registry's (regions are keyed by code). */
  calls?: (standard: ResourceRecords) => ResourceRecords;
  /** Saves the body built from the form; POST <api>/submit unless given. */
  save?: (body: Record<string, unknown>, mode: DialogMode) => Promise<unknown>;
}
