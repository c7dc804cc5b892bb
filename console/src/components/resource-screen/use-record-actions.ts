import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogMode } from '@console/components/resource-screen/record-dialog';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { useAppServices } from '@console/lib/app-services/app-services';
import {
  type FieldRule,
  type FormValues,
  toFormValues,
  toSubmitBody,
} from '@console/lib/resources/form-rules';
import { hasAction, type ResourceMetadata } from '@console/lib/resources/resource-metadata';
import type { ResourceRecord, ResourceRecords } from '@console/lib/resources/resource-records';

export interface OpenDialog {
  mode: DialogMode;
  rules: readonly FieldRule[];
  record?: ResourceRecord;
  initial: FormValues;
}

/**
 * What the buttons of a resource screen do, each shown only with its permission code (SPEC.md
 * §6) and when the resource has the call: add, edit and view in a dialog, delete one or the
 * selection after the confirmation, with the success messages of SPEC.md §8.
 */
export function useRecordActions(
  metadata: ResourceMetadata,
  records: ResourceRecords,
  rulesFor: (mode: DialogMode) => readonly FieldRule[],
  options: ScreenOptions,
  reload: () => void,
) {
  const { hasPermission, notifySuccess, notifyError, confirm } = useAppServices();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>();
  const { permissions } = metadata;
  const can = {
    add: hasAction(metadata, 'submit') && hasPermission(permissions.add),
    edit: hasAction(metadata, 'submit') && hasPermission(permissions.edit),
    remove: hasAction(metadata, 'remove') && hasPermission(permissions.remove),
    view: hasPermission(permissions.view),
  };

  /** The stored record when the resource has a detail call, else the row as listed. */
  async function open(mode: DialogMode, row: ResourceRecord) {
    const record = hasAction(metadata, 'detail') ? await records.detail(row.id).catch(() => undefined) : row;
    const rules = rulesFor(mode);
    if (record) setDialog({ mode, rules, record, initial: toFormValues(rules, record) });
  }

  async function removeIds(ids: readonly string[]) {
    if (ids.length === 0) {
      notifyError(t('selectAtLeastOne'));
      return;
    }
    if (!(await confirm(t('confirmDelete')))) return;
    await records.remove(ids).then(
      () => {
        notifySuccess(t('deleteSuccess'));
        reload();
      },
      () => undefined, // the client has shown why; nothing was removed (bulk calls are all-or-nothing)
    );
  }

  return {
    can,
    dialog,
    closeDialog: () => setDialog(undefined),
    add: () => {
      const rules = rulesFor('add');
      setDialog({ mode: 'add', rules, initial: toFormValues(rules, undefined, options.form?.defaults) });
    },
    edit: (row: ResourceRecord) => void open('edit', row),
    view: (row: ResourceRecord) => void open('view', row),
    removeOne: (row: ResourceRecord) => void removeIds([row.id]),
    removeSelected: (selection: readonly ResourceRecord[]) => void removeIds(selection.map((row) => row.id)),
    async submit(values: FormValues) {
      if (!dialog) return;
      const body = toSubmitBody(dialog.rules, values, dialog.mode === 'edit' ? dialog.record?.id : undefined);
      await (options.save ? options.save(body, dialog.mode) : records.submit(body));
      notifySuccess(dialog.mode === 'add' ? t('addSuccess') : t('updateSuccess'));
      setDialog(undefined);
      reload();
    },
  };
}
