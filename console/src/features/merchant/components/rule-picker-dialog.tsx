import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantApi } from '@console/features/merchant/api/merchant-api';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxHeight: '50vh',
    overflowY: 'auto',
  },
});

export interface RulePickerDialogProps {
  api: MerchantApi;
  merchant: ResourceRecord;
  onClose: () => void;
}

/** The rule bases a merchant is bound to, all saved at once (ruleBase/saveMerchantRule). */
export function RulePickerDialog({ api, merchant, onClose }: RulePickerDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('merchant');
  const { t: common } = useTranslation();
  const { notifySuccess } = useAppServices();
  const [rules, setRules] = useState<ResourceRecord[]>();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    Promise.all([api.rules(), api.ruleIdsOf(merchant.id)]).then(
      ([all, ids]) => {
        if (!current) return;
        setRules(all);
        setChosen(new Set(ids.map(String)));
      },
      () => current && setRules([]),
    );
    return () => {
      current = false;
    };
  }, [api, merchant.id]);

  const toggle = (id: string, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function save() {
    setSaving(true);
    await api.saveRules(merchant.id, [...chosen]).then(
      () => {
        notifySuccess(common('operationSuccess'));
        onClose();
      },
      () => setSaving(false),
    );
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface style={{ maxWidth: '520px' }}>
        <DialogBody>
          <DialogTitle>{`${t('ruleLinks.title')} · ${String(merchant.merchantName ?? '')}`}</DialogTitle>
          <DialogContent>
            {!rules ? (
              <Spinner size="small" />
            ) : rules.length === 0 ? (
              <Text>{t('ruleLinks.none')}</Text>
            ) : (
              <div className={styles.list} role="group" aria-label={t('ruleLinks.title')}>
                {rules.map((rule) => (
                  <Checkbox
                    key={rule.id}
                    label={`${String(rule.ruleName ?? rule.id)}${rule.ruleCode ? ` (${String(rule.ruleCode)})` : ''}`}
                    checked={chosen.has(rule.id)}
                    onChange={(_, data) => toggle(rule.id, data.checked === true)}
                  />
                ))}
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('cancel')}</Button>
            <Button appearance="primary" disabled={saving || !rules} onClick={() => void save()}>
              {common('save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
