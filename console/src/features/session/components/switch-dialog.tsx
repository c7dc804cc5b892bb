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
import { useAppServices } from '@console/lib/app-services/app-services';
import { useSessionActor } from '@console/lib/session/session-context';

interface Choice {
  id: string;
  name: string;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

/**
 * Switch department and role (switch mode, SPEC.md §6): the token is refreshed with Dept-Id and
 * Role-Id, and the session goes to /.
 */
export function SwitchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('session');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http } = useAppServices();
  const session = useSessionActor();
  const [depts, setDepts] = useState<Choice[]>([]);
  const [roles, setRoles] = useState<Choice[]>([]);
  const [deptId, setDeptId] = useState('');
  const [roleId, setRoleId] = useState('');
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const asChoices = (rows: Array<Record<string, string>>, label: string) =>
      rows.map((row) => ({ id: String(row.id), name: row[label] }));
    void http
      .get<Array<Record<string, string>>>('/api/blade-system/dept/select')
      .then((rows) => setDepts(asChoices(rows, 'deptName')));
    void http
      .get<Array<Record<string, string>>>('/api/blade-system/role/select')
      .then((rows) => setRoles(asChoices(rows, 'roleName')));
  }, [http]);

  const submit = () => {
    setTried(true);
    if (!deptId || !roleId) return;
    session.send({ type: 'session.switch', scope: { deptId, roleId } });
    onClose();
  };
  const picker = (
    label: string,
    required: string,
    choices: Choice[],
    value: string,
    set: (id: string) => void,
  ) => (
    <Field label={label} required validationMessage={tried && !value ? required : undefined}>
      <Dropdown
        value={choices.find((choice) => choice.id === value)?.name ?? ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => set(data.optionValue ?? '')}
      >
        {choices.map((choice) => (
          <Option key={choice.id} value={choice.id}>
            {choice.name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('switch.title')}</DialogTitle>
          <DialogContent className={styles.form}>
            {picker(t('switch.dept'), t('switch.deptRequired'), depts, deptId, setDeptId)}
            {picker(t('switch.role'), t('switch.roleRequired'), roles, roleId, setRoleId)}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('cancel')}</Button>
            <Button appearance="primary" onClick={submit}>
              {common('ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
