import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/app/app-context';
import { labelIn } from '@console/features/resources/api/resource-metadata';
import type { TreeNode } from '@console/features/resources/api/resource-records';
import { TreeChecks } from '@console/features/resources/api/tree-checks';
import { joinIds, splitIds } from '@console/features/resources/api/tree-nodes';
import { CheckboxTree } from '@console/features/resources/components/checkbox-tree';
import type { FieldEditorProps } from '@console/features/resources/components/field-editor';

const useStyles = makeStyles({
  box: {
    maxHeight: '320px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** Menus picked from the whole menu tree (blade-system/menu/tree), kept comma-joined (SPEC.md §3). */
export function MenuTreeEditor({ value, onChange, onBlur, disabled, rule, language }: FieldEditorProps) {
  const styles = useStyles();
  const { http } = useAppServices();
  const { t } = useTranslation();
  const [nodes, setNodes] = useState<TreeNode[]>();
  useEffect(() => {
    let current = true;
    http.get<TreeNode[]>('/api/blade-system/menu/tree').then(
      (loaded) => current && setNodes(loaded),
      () => current && setNodes([]),
    );
    return () => {
      current = false;
    };
  }, [http]);
  const checked = useMemo(() => new TreeChecks(nodes ?? []).fromKeys(splitIds(value)), [nodes, value]);
  if (!nodes) return <Spinner size="tiny" label={t('loading')} />;
  return (
    // The tree's checkboxes each take focus; leaving the box as a whole is the field's blur.
    <div
      className={styles.box}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && onBlur()}
      aria-disabled={disabled}
      style={disabled ? { pointerEvents: 'none', opacity: 0.6 } : undefined}
    >
      <CheckboxTree
        ariaLabel={labelIn(rule.label, language)}
        nodes={nodes}
        checked={checked}
        onChange={(next) => onChange(joinIds(next))}
      />
    </div>
  );
}
