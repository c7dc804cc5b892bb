import { BuildingBankRegular, TaskListLtrRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CategoryPicker,
  IndustryTagsPicker,
  SuperviseBankPicker,
} from '@console/components/field-editors/merchant-pickers';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { merchantApi } from '@console/features/merchant/api/merchant-api';
import { merchantMetadata } from '@console/features/merchant/api/merchant-metadata';
import { BankVerifyDialog } from '@console/features/merchant/components/bank-verify-dialog';
import { RulePickerDialog } from '@console/features/merchant/components/rule-picker-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import { phoneProblem } from '@console/lib/validation/phone';
import { creditCodeProblem } from '@console/lib/validation/credit-code';

const columns = ['merchantName', 'creditCode', 'legalPerson', 'contactName', 'phone', 'address'];
const editors = {
  industryCategory: CategoryPicker,
  industryTags: IndustryTagsPicker,
  superviseBankId: SuperviseBankPicker,
};

type Open = { dialog: 'rules' | 'bank'; merchant: ResourceRecord };

/**
 * Merchants (/prepaid/merchant): the generic list and form with the category, tag and bank
 * pickers and the phone rules; per merchant, its rule bases and its bank verification.
 */
export function MerchantPage() {
  const { http, hasPermission } = useAppServices();
  const { t, i18n } = useTranslation('merchant');
  const { t: common } = useTranslation();
  const [open, setOpen] = useState<Open>();
  const api = useMemo(() => merchantApi(http), [http]);
  const metadata = useMemo(() => merchantMetadata(i18n.language), [i18n.language]);

  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      searchFields: ['merchantName', 'creditCode', 'legalPerson', 'phone'],
      editors,
      form: {
        checks: {
          // The server upper-cases the code before checking it.
          creditCode: (value) => {
            const problem = creditCodeProblem(value.toUpperCase());
            return problem && t(`creditCodeRules.${problem}`);
          },
          phone: (value) => {
            const problem = phoneProblem(value);
            return problem ? common(problem) : undefined;
          },
        },
      },
      rowButtons: (merchant) => (
        <>
          {hasPermission('rule_base_merchant') && (
            <RowButton
              label={t('ruleLinks.title')}
              icon={<TaskListLtrRegular />}
              onClick={() => setOpen({ dialog: 'rules', merchant })}
            />
          )}
          {hasPermission('bank_verify_view') && (
            <RowButton
              label={t('bank.open')}
              icon={<BuildingBankRegular />}
              onClick={() => setOpen({ dialog: 'bank', merchant })}
            />
          )}
        </>
      ),
    }),
    [t, common, hasPermission],
  );

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {open?.dialog === 'rules' && (
        <RulePickerDialog api={api} merchant={open.merchant} onClose={() => setOpen(undefined)} />
      )}
      {open?.dialog === 'bank' && (
        <BankVerifyDialog api={api} merchant={open.merchant} onClose={() => setOpen(undefined)} />
      )}
    </>
  );
}
