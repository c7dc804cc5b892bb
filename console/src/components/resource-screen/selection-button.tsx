import { Button } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

export interface SelectionButtonProps {
  label: string;
  /** The button code that shows it (SPEC.md §6). */
  permission: string;
  selection: readonly ResourceRecord[];
  onRun: (selection: readonly ResourceRecord[]) => void;
  icon?: ReactElement;
}

/** A toolbar button acting on the selected rows; with none selected it says so (SPEC.md §5). */
export function SelectionButton({ label, permission, selection, onRun, icon }: SelectionButtonProps) {
  const { hasPermission, notifyError } = useAppServices();
  const { t } = useTranslation();
  if (!hasPermission(permission)) return null;
  return (
    <Button
      icon={icon}
      onClick={() => (selection.length === 0 ? notifyError(t('selectAtLeastOne')) : onRun(selection))}
    >
      {label}
    </Button>
  );
}
