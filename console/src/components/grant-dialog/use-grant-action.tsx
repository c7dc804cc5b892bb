import { type ReactElement, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GrantDialog, type GrantTree } from '@console/components/grant-dialog/grant-dialog';
import type { ScreenContext } from '@console/components/resource-screen/screen-options';
import { SelectionButton } from '@console/components/resource-screen/selection-button';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

export interface GrantAction {
  label: string;
  permission: string;
  icon: ReactElement;
  /** The trees to grant from, with what the selected records have now. */
  trees: (selection: readonly ResourceRecord[]) => Promise<GrantTree[]>;
  save: (ids: string[], checked: Record<string, string[]>) => Promise<unknown>;
}

/**
 * A toolbar button granting to the selected records through a tree dialog (role grant, top-menu
 * grant), with 操作成功! once saved. `toolbar` goes into the screen's options, `dialog` beside it.
 */
export function useGrantAction({ label, permission, icon, trees, save }: GrantAction) {
  const { notifySuccess } = useAppServices();
  const { t } = useTranslation();
  const [selection, setSelection] = useState<readonly ResourceRecord[]>();

  const toolbar = useCallback(
    ({ selection }: ScreenContext) => (
      <SelectionButton
        label={label}
        permission={permission}
        icon={icon}
        selection={selection}
        onRun={setSelection}
      />
    ),
    [label, permission, icon],
  );
  const close = useCallback(() => setSelection(undefined), []);
  const load = useCallback(() => trees(selection ?? []), [trees, selection]);
  const submit = useCallback(
    async (checked: Record<string, string[]>) => {
      await save(
        (selection ?? []).map((row) => row.id),
        checked,
      );
      notifySuccess(t('operationSuccess'));
      close();
    },
    [save, selection, notifySuccess, t, close],
  );

  const dialog = selection ? <GrantDialog title={label} load={load} save={submit} onClose={close} /> : null;
  return { toolbar, dialog };
}
