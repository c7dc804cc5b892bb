import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DiagramLayout } from '@console/features/workflow/api/diagram-layout';

/**
 * Says what of a model cannot be drawn for want of a diagram section (BPMN DI): all of it, or
 * the elements named. Nothing when the diagram places everything.
 */
export function DiagramLayoutNotice({ layout }: { layout: DiagramLayout }) {
  const { t } = useTranslation('workflow');
  if (layout.undrawn.length === 0) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        {layout.drawable
          ? t('diagram.partlyUndrawn', { ids: layout.undrawn.join(', ') })
          : t('diagram.undrawn')}
      </MessageBarBody>
    </MessageBar>
  );
}
