import { Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '@console/features/welcome/api/use-figures';
import { useHomeListStyles } from '@console/features/welcome/components/home-list.styles';
import { TotalCard } from '@console/features/welcome/components/total-card';
import { taskList, workPage } from '@console/lib/menu/work-paths';
import type { Serialized } from '@platform/http/wire-shapes';
import type { FlowTask } from '@services/workflow/task-lists/flow-task.wire';

/** How many of the newest tasks the home page names. */
const shown = 5;

/** The two queues of 我的事务 that wait for the caller, each read from its own list under its right. */
const queues = {
  todo: { path: taskList('todo'), right: 'work_todo_view', to: workPage('todo') },
  claim: { path: taskList('claim'), right: 'work_claim_view', to: workPage('claim') },
} as const;

/**
 * The tasks waiting for the caller in one queue — assigned to them (todo) or theirs to claim
 * (claim) — counted, with the newest named by their process.
 */
export function WaitingTasks({ queue }: { queue: keyof typeof queues }) {
  const { t } = useTranslation('welcome');
  const styles = useHomeListStyles();
  const { path, right, to } = queues[queue];
  const query = useMemo(() => ({ size: shown }), []);
  const page = useFigures<{ total: number; records: Serialized<FlowTask>[] }>(path, right, query);
  if (page === null) return null;
  const title = t(`work.${queue}`);
  const id = `home-work-${queue}`;
  return (
    <TotalCard id={id} title={title} to={to} total={page?.total}>
      {page?.records.length === 0 ? (
        <Text>{t('work.empty')}</Text>
      ) : (
        <ul className={styles.list}>
          {page?.records.map((task) => (
            <li key={task.taskId} className={styles.item}>
              <Text>{task.taskName}</Text>
              <Text size={200} className={styles.meta}>
                {task.processDefinitionName} · {task.createTime}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </TotalCard>
  );
}
