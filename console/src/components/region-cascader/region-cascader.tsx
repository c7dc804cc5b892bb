import { Dropdown, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import {
  businessAreaLevels,
  businessAreaOf,
  chooseAt,
  parentCodeAt,
  regionPath,
} from '@console/components/region-cascader/region-path';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { TreeNode } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
  levels: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
});

const levels = ['1', '2', '3', '4'] as const;

/**
 * Province › city › district › street, each level read when the one above is chosen
 * (blade-system/region/lazy-tree). The field's value is the fourth level's code (SPEC.md §3).
 */
export function RegionCascader(props: FieldEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation('region');
  const { http } = useAppServices();
  const [path, setPath] = useState<string[]>(() => regionPath(props.value));
  const [options, setOptions] = useState<Record<string, TreeNode[]>>({});

  const parents = levels.map((_, level) => parentCodeAt(level, path));
  const parentsKey = parents.join('|');
  useEffect(() => {
    for (const parent of parentsKey.split('|')) {
      if (!parent || options[parent]) continue;
      http.get<TreeNode[]>('/api/blade-system/region/lazy-tree', { parentCode: parent }).then(
        (nodes) => setOptions((loaded) => ({ ...loaded, [parent]: nodes })),
        () => undefined,
      );
    }
  }, [http, parentsKey, options]);

  const choose = (level: number, code: string) => {
    const next = chooseAt(path, level, code);
    setPath(next);
    props.onChange(businessAreaOf(next));
  };

  return (
    <div className={styles.levels}>
      {levels.slice(0, businessAreaLevels).map((name, level) => {
        const parent = parents[level];
        const nodes = parent ? (options[parent] ?? []) : [];
        const chosen = path[level];
        const label = t(`levels.${name}`);
        return (
          <Dropdown
            key={name}
            aria-label={label}
            placeholder={t('choose', { level: label })}
            disabled={props.disabled || !parent}
            value={nodes.find((node) => node.id === chosen)?.title ?? ''}
            selectedOptions={chosen ? [chosen] : []}
            onOptionSelect={(_, data) => data.optionValue && choose(level, data.optionValue)}
            onBlur={level === businessAreaLevels - 1 ? props.onBlur : undefined}
          >
            {nodes.map((node) => (
              <Option key={node.id} value={node.id}>
                {node.title}
              </Option>
            ))}
          </Dropdown>
        );
      })}
    </div>
  );
}
