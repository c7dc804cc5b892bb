import type { HttpClient } from '@console/lib/http/http-client';

/** A label in both of the console's languages, as the server declares it. */
export interface Label {
  zh: string;
  en: string;
}

export type FieldKind = 'text' | 'longText' | 'integer' | 'code' | 'reference' | 'datetime';
export type FilterKind = 'id' | 'number' | 'code' | 'text' | 'date';
export type ResourceAction =
  | 'list'
  | 'detail'
  | 'select'
  | 'submit'
  | 'remove'
  | 'tree'
  | 'lazy-tree'
  | 'lazy-list'
  | 'child-list'
  | 'parent-list'
  | 'dictionary';

export interface ResourceFieldMetadata {
  name: string;
  kind: FieldKind;
  label: Label;
  /** The message shown when the field is missing; null: optional. */
  required: string | null;
  maxLength: number | null;
  filterable: boolean;
  sortable: boolean;
  dictCode: string | null;
}

export interface ResourcePermissions {
  view: string;
  add: string;
  edit: string;
  remove: string;
}

export interface ResourceTreeMetadata {
  parentField: string;
  titleField: string;
  sortField?: string;
}

/** GET /api/platform/resources/detail?name=: what a generic screen needs of one resource. */
export interface ResourceMetadata {
  name: string;
  title: Label;
  /** Base path of the calls, e.g. /api/blade-system/post. */
  api: string;
  actions: readonly ResourceAction[];
  permissions: ResourcePermissions;
  fields: readonly ResourceFieldMetadata[];
  filters: Readonly<Record<string, FilterKind>>;
  sortable: readonly string[];
  tree: ResourceTreeMetadata | null;
  /**
   * The aggregate whose history a row's id names (a record type of the audit explorer); absent
   * when the rows are not one aggregate's records, which then have no history to open.
   */
  aggregateType?: string;
  /**
   * Console-only: the row's field that names its record of `aggregateType`, when that is not its
   * id (a deposit is its bank serial's, a cut-payment is in its merchant's book).
   */
  historyKey?: string;
  /**
   * Console-only: where the paged list lives when it is not `<api>/list` (blade-user/page), for
   * records the console declares itself because the server's registry does not hold them.
   */
  listPath?: string;
}

export function fetchResourceMetadata(http: HttpClient, name: string): Promise<ResourceMetadata> {
  return http.get<ResourceMetadata>('/api/platform/resources/detail', { name });
}

export function hasAction(metadata: ResourceMetadata, action: ResourceAction): boolean {
  return metadata.actions.includes(action);
}

export function fieldNamed(metadata: ResourceMetadata, name: string): ResourceFieldMetadata | undefined {
  return metadata.fields.find((field) => field.name === name);
}

/** The server's labels in the console's language. */
export function labelIn(label: Label, language: string): string {
  return language.startsWith('en') ? label.en : label.zh;
}
