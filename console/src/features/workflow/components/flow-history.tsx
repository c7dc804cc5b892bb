import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FlowActivity } from '@console/features/workflow/api/workflow-wire';

/** The steps people see: tasks and the start and end, not the gateways and flows between them. */
const shownTypes = new Set(['startEvent', 'userTask', 'endEvent']);

/** An instance's history as a table: each step, who handled it, when, and what they said. */
export function FlowHistory({ flow }: { flow: readonly FlowActivity[] }) {
  const { t } = useTranslation('workflow');
  const steps = flow.filter((step) => shownTypes.has(step.historyActivityType));
  if (steps.length === 0)
    return (
      <Text role="status" style={{ color: tokens.colorNeutralForeground3 }}>
        {t('diagram.noHistory')}
      </Text>
    );
  return (
    <Table size="small" aria-label={t('diagram.history')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('diagram.activity')}</TableHeaderCell>
          <TableHeaderCell>{t('fields.assigneeName')}</TableHeaderCell>
          <TableHeaderCell>{t('fields.startTime')}</TableHeaderCell>
          <TableHeaderCell>{t('fields.endTime')}</TableHeaderCell>
          <TableHeaderCell>{t('fields.comment')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {steps.map((step, index) => (
          <TableRow key={`${step.historyActivityId}-${index}`}>
            <TableCell>{step.historyActivityName ?? step.historyActivityId}</TableCell>
            <TableCell>{step.assigneeName ?? step.assignee ?? ''}</TableCell>
            <TableCell>{step.startTime}</TableCell>
            <TableCell>{step.endTime ?? t('diagram.activeNode')}</TableCell>
            <TableCell>{step.comment ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
