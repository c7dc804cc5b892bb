import { Field, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ElementChange, ElementProperties } from '@console/features/workflow/api/element-properties';
import { CommittedInput } from '@console/features/workflow/components/committed-input';
import { RoleAliasPicker } from '@console/features/workflow/components/role-alias-picker';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    overflowY: 'auto',
  },
});

export interface ElementPropertiesPanelProps {
  /** The one element selected on the canvas; none: nothing or several. */
  element: ElementProperties | undefined;
  onChange: (id: string, change: ElementChange) => void;
}

/**
 * Beside the modeler's canvas: the selected element's name and what the engine reads of it, a user
 * task's assignee and candidate groups (the tenant's roles by alias), a gateway's flow's condition.
 */
export function ElementPropertiesPanel({ element, onChange }: ElementPropertiesPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation('workflow');
  return (
    <section className={styles.panel} aria-label={t('properties.title')}>
      <Subtitle2>{t('properties.title')}</Subtitle2>
      {!element && <Text>{t('properties.noneSelected')}</Text>}
      {element && (
        <>
          <Text size={200}>{element.id}</Text>
          <Field label={t('properties.name')}>
            <CommittedInput
              name="name"
              value={element.name}
              onCommit={(name) => onChange(element.id, { name })}
            />
          </Field>
          {element.kind === 'userTask' && (
            <>
              <Field label={t('properties.assignee')} hint={t('properties.assigneeHint')}>
                <CommittedInput
                  name="assignee"
                  value={element.assignee}
                  onCommit={(assignee) => onChange(element.id, { assignee })}
                />
              </Field>
              <Field label={t('properties.candidateGroups')} hint={t('properties.candidateGroupsHint')}>
                <RoleAliasPicker
                  value={element.candidateGroups}
                  onChange={(candidateGroups) => onChange(element.id, { candidateGroups })}
                />
              </Field>
            </>
          )}
          {element.kind === 'condition' && (
            <Field label={t('properties.condition')} hint={t('properties.conditionHint')}>
              <CommittedInput
                multiline
                name="condition"
                value={element.condition}
                placeholder="environment.variables.days > 3"
                onCommit={(condition) => onChange(element.id, { condition })}
              />
            </Field>
          )}
        </>
      )}
    </section>
  );
}
