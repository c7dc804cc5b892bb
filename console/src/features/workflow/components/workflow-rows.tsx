import { FlowchartRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CellText } from '@console/components/resource-screen/grid-row';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { workflowApi } from '@console/features/workflow/api/workflow-api';
import { useAppServices } from '@console/lib/app-services/app-services';

/** The workflow calls over the shell's HTTP client. */
export function useWorkflowApi() {
  const { http } = useAppServices();
  return useMemo(() => workflowApi(http), [http]);
}

/** A cell showing a coded value in words (激活 for 1, 运行中 for running), the code itself when unknown. */
export function wordsCell(words: Readonly<Record<string, string>>): CellText {
  return (value) => (value === null || value === undefined ? '' : (words[String(value)] ?? String(value)));
}

/** The row button that opens "流程图展示". */
export function DiagramButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('workflow');
  return <RowButton label={t('actions.diagram')} icon={<FlowchartRegular />} onClick={onClick} />;
}
