import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  Option,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSummaryAnswer } from '@services/develop/model/model.wire';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

interface Source {
  id: string;
  name: string;
}

/**
 * Picks a data source and one of its tables (read from its information_schema) and saves a
 * model of it, named by the table's comment; its fields are then edited on the model's row.
 */
export function ModelFromTableDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('develop');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http, notifySuccess } = useAppServices();
  const [sources, setSources] = useState<Source[]>([]);
  const [source, setSource] = useState<string>('');
  const [tables, setTables] = useState<TableSummaryAnswer[]>([]);
  const [table, setTable] = useState<string>('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    http.get<Source[]>('/api/blade-develop/datasource/select').then(setSources, () => undefined);
  }, [http]);
  useEffect(() => {
    setTables([]);
    setTable('');
    if (!source) return;
    http
      .get<TableSummaryAnswer[]>('/api/blade-develop/model/table-list', { datasourceId: source })
      .then(setTables, () => undefined); // the client has shown why (e.g. the source is down)
  }, [http, source]);

  const save = () => {
    const chosen = tables.find((candidate) => candidate.tableName === table);
    if (!chosen) return;
    setBusy(true);
    http
      .post('/api/blade-develop/model/submit', {
        datasourceId: source,
        modelName: chosen.comment || chosen.tableName,
        modelCode: chosen.tableName.slice(0, 64),
        modelTable: chosen.tableName,
      })
      .then(() => {
        notifySuccess(common('addSuccess'));
        onSaved();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  const sourceName = sources.find((candidate) => candidate.id === source)?.name ?? '';
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('model.fromTableTitle')}</DialogTitle>
          <DialogContent className={styles.form}>
            <Field label={t('model.datasource')} required>
              <Dropdown
                value={sourceName}
                selectedOptions={source ? [source] : []}
                onOptionSelect={(_, data) => setSource(data.optionValue ?? '')}
              >
                {sources.map((candidate) => (
                  <Option key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('model.table')} required>
              <Dropdown
                value={table}
                selectedOptions={table ? [table] : []}
                disabled={tables.length === 0}
                onOptionSelect={(_, data) => setTable(data.optionValue ?? '')}
              >
                {tables.map((candidate) => (
                  <Option key={candidate.tableName} value={candidate.tableName} text={candidate.tableName}>
                    {candidate.comment
                      ? `${candidate.tableName}（${candidate.comment}）`
                      : candidate.tableName}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('cancel')}</Button>
            <Button appearance="primary" disabled={busy || !table} onClick={save}>
              {common('save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
