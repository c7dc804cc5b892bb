import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxTree } from '@console/components/field-editors/checkbox-tree';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { useAppServices } from '@console/lib/app-services/app-services';
import { labelIn } from '@console/lib/resources/resource-metadata';
import type { TreeNode } from '@console/lib/resources/resource-records';
import { TreeChecks } from '@console/lib/resources/tree-checks';
import { joinIds, splitIds } from '@console/lib/resources/tree-nodes';

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
