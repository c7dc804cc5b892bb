import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DrawnModel } from '@console/features/workflow/api/diagram-layout';

/**
 * Says what of a model cannot be drawn: all of it (its layout failed), or the elements named.
 * Nothing when everything is drawn.
 */
export function DiagramLayoutNotice({ drawn }: { drawn: DrawnModel }) {
  const { t } = useTranslation('workflow');
  if (drawn.xml !== undefined && drawn.undrawn.length === 0) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        {drawn.xml === undefined
          ? t('diagram.undrawn')
          : t('diagram.partlyUndrawn', { ids: drawn.undrawn.join(', ') })}
      </MessageBarBody>
    </MessageBar>
  );
}
