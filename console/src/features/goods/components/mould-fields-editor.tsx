import {
  Button,
  FieldContextProvider,
  makeStyles,
  Table,
  TableBody,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import {
  blankDraft,
  draftsText,
  type MouldFieldDraft,
  withDraftChanged,
  withDraftMoved,
} from '@console/features/goods/api/mould-field-drafts';
import { rowProblems } from '@console/features/goods/api/mould-field-problems';
import { mouldLimits } from '@console/features/goods/api/mould-fields';
import { MouldFieldRow, type RowFocus } from '@console/features/goods/components/mould-field-row';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  note: { color: tokens.colorNeutralForeground3 },
});

const columns = ['row', 'key', 'label', 'type', 'required', 'settings', 'actions'] as const;

/**
 * A mould's content as a table of its fields: add, remove, move up and down, each problem the
 * server would refuse shown beside its input once the operator has left an input of its row. The form's
 * value is the rows as text (mould-field-drafts.ts).
 */
export function MouldFieldsEditor({ value, onChange, disabled }: FieldEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation('goods');
  const drafts = useMemo(() => draftsText.decode(value), [value]);
  const problems = useMemo(() => rowProblems(drafts), [drafts]);
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [focus, setFocus] = useState<{ target: 'add' } | { id: number; target: RowFocus }>();
  const addButton = useRef<HTMLButtonElement>(null);
  const full = drafts.length >= mouldLimits.fields;
  const update = (next: MouldFieldDraft[]) => onChange(draftsText.encode(next));
  const focused = useCallback(() => setFocus(undefined), []);
  useEffect(() => {
    if (focus?.target !== 'add') return;
    addButton.current?.focus();
    focused();
  }, [focus, focused]);

  function add() {
    const draft = blankDraft(drafts);
    update([...drafts, draft]);
    setFocus({ id: draft.id, target: 'key' });
  }

  function move(id: number, by: -1 | 1) {
    const next = withDraftMoved(drafts, id, by);
    const at = next.findIndex((draft) => draft.id === id);
    // The button pressed keeps the focus, unless the row reached that end and it is disabled.
    const atEnd = by === -1 ? at === 0 : at === next.length - 1;
    const [pressed, other]: [RowFocus, RowFocus] =
      by === -1 ? ['moveUp', 'moveDown'] : ['moveDown', 'moveUp'];
    update(next);
    setFocus({ id, target: atEnd ? other : pressed });
  }

  function remove(id: number) {
    update(drafts.filter((draft) => draft.id !== id));
    setFocus({ target: 'add' });
  }

  const shown = disabled ? columns.filter((column) => column !== 'actions') : columns;
  return (
    // The inputs are labelled one by one; none of them is the control of the form's field.
    <FieldContextProvider value={undefined}>
      <div className={styles.editor}>
        {drafts.length === 0 ? (
          <Text className={styles.note}>{t('mouldFields.empty')}</Text>
        ) : (
          <Table size="small" aria-label={t('mould.mouldContent')}>
            <TableHeader>
              <TableRow>
                {shown.map((column) => (
                  <TableHeaderCell key={column}>{t(`mouldFields.${column}`)}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {drafts.map((draft, index) => (
                <MouldFieldRow
                  key={draft.id}
                  draft={draft}
                  row={index + 1}
                  last={index === drafts.length - 1}
                  problems={left.has(draft.id) ? (problems[index] ?? {}) : {}}
                  disabled={disabled}
                  focus={focus && 'id' in focus && focus.id === draft.id ? focus.target : undefined}
                  onFocused={focused}
                  onChange={(change) => update(withDraftChanged(drafts, draft.id, change))}
                  onLeft={() => setLeft((current) => new Set(current).add(draft.id))}
                  onMove={(by) => move(draft.id, by)}
                  onRemove={() => remove(draft.id)}
                />
              ))}
            </TableBody>
          </Table>
        )}
        {!disabled && (
          <div className={styles.footer}>
            <Button ref={addButton} icon={<AddRegular />} disabled={full} onClick={add}>
              {t('mouldFields.add')}
            </Button>
            {full && <Text className={styles.note}>{t('mouldFields.full')}</Text>}
          </div>
        )}
      </div>
    </FieldContextProvider>
  );
}
