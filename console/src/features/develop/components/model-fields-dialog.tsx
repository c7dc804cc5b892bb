import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Input,
  makeStyles,
  Option,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPrototype } from '@services/develop/model/model.wire';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  surface: { maxWidth: '1100px', width: '95vw' },
  scroll: { maxHeight: '60vh', overflowY: 'auto' },
});

/** The registry's field kinds a column may be declared as (resource-field.ts). */
const kinds: ReadonlyArray<FieldPrototype['kind']> = [
  'text',
  'longText',
  'code',
  'integer',
  'reference',
  'datetime',
];

const flags = ['required', 'filterable', 'sortable'] as const;

interface ModelFieldsDialogProps {
  modelId: string;
  modelName: string;
  onClose: () => void;
}

/**
 * A model's fields (model-prototype: as saved, or as its table offers them), edited in one table
 * and saved together (submit-list); the server checks them against the table.
 */
export function ModelFieldsDialog({ modelId, modelName, onClose }: ModelFieldsDialogProps) {
  const { t } = useTranslation('develop');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http, notifySuccess } = useAppServices();
  const [fields, setFields] = useState<FieldPrototype[] | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    http
      .get<FieldPrototype[]>('/api/blade-develop/model/model-prototype', { modelId })
      .then(setFields, onClose); // the client has shown why
  }, [http, modelId, onClose]);

  const change = (index: number, patch: Partial<FieldPrototype>) =>
    setFields((current) => current?.map((field, at) => (at === index ? { ...field, ...patch } : field)));

  const save = () => {
    setBusy(true);
    http
      .post('/api/blade-develop/model/submit-list', { modelId, prototypes: fields })
      .then(() => {
        notifySuccess(common('operationSuccess'));
        onClose();
      })
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('model.fieldsTitle', { name: modelName })}</DialogTitle>
          <DialogContent className={styles.scroll}>
            {!fields ? (
              <Spinner label={common('loading')} />
            ) : (
              <Table size="small" aria-label={t('model.fields')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('model.column')}</TableHeaderCell>
                    <TableHeaderCell>{t('model.type')}</TableHeaderCell>
                    <TableHeaderCell>{t('model.kind')}</TableHeaderCell>
                    <TableHeaderCell>{t('model.labelZh')}</TableHeaderCell>
                    <TableHeaderCell>{t('model.labelEn')}</TableHeaderCell>
                    {flags.map((flag) => (
                      <TableHeaderCell key={flag}>{t(`model.${flag}`)}</TableHeaderCell>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {fields.map((field, index) => (
                    <TableRow key={field.jdbcName}>
                      <TableCell>{field.jdbcName}</TableCell>
                      <TableCell>{field.jdbcType}</TableCell>
                      <TableCell>
                        <Dropdown
                          aria-label={`${field.jdbcName} ${t('model.kind')}`}
                          value={field.kind}
                          selectedOptions={[field.kind]}
                          onOptionSelect={(_, data) =>
                            change(index, { kind: data.optionValue as FieldPrototype['kind'] })
                          }
                        >
                          {kinds.map((kind) => (
                            <Option key={kind} value={kind}>
                              {kind}
                            </Option>
                          ))}
                        </Dropdown>
                      </TableCell>
                      <TableCell>
                        <Input
                          aria-label={`${field.jdbcName} ${t('model.labelZh')}`}
                          value={field.labelZh}
                          onChange={(_, data) => change(index, { labelZh: data.value })}
                        />
                      </TableCell>
                      <TableCell>
                        <Input
                          aria-label={`${field.jdbcName} ${t('model.labelEn')}`}
                          value={field.labelEn}
                          onChange={(_, data) => change(index, { labelEn: data.value })}
                        />
                      </TableCell>
                      {flags.map((flag) => (
                        <TableCell key={flag}>
                          <Checkbox
                            aria-label={`${field.jdbcName} ${t(`model.${flag}`)}`}
                            checked={field[flag]}
                            onChange={(_, data) => change(index, { [flag]: data.checked === true })}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('cancel')}</Button>
            <Button appearance="primary" disabled={busy || !fields} onClick={save}>
              {common('save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
