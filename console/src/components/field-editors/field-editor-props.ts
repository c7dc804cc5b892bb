import type { ComponentType } from 'react';
import type { FieldRule } from '@console/lib/resources/form-rules';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';

/**
 * What every input of a record's field receives. Apart from the default editor, so that the
 * editors it chooses among (the parent select) can take these props without importing it.
 */
export interface FieldEditorProps {
  rule: FieldRule;
  metadata: ResourceMetadata;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled: boolean;
  language: string;
}

/** A screen's own input for a field (a tree of menus, a role picker). */
export type FieldEditor = ComponentType<FieldEditorProps>;
