import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** Supervise banks (prepaid-merchant/superviseBank): the banks holding merchants' escrow accounts. */
export const superviseBankResource = defineResource({
  name: 'superviseBank',
  title: { zh: '监管银行', en: 'Supervise banks' },
  service: 'prepaid-merchant',
  path: 'superviseBank',
  table: 'prepaid_supervise_bank',
  fields: {
    bankName: field.text({
      label: { zh: '银行名称', en: 'Bank' },
      required: '请输入银行名称',
      maxLength: 64,
      filterable: true,
      sortable: true,
    }),
    bankCode: field.code({
      label: { zh: '银行编码', en: 'Bank code' },
      required: '请输入银行编码',
      filterable: true,
      sortable: true,
    }),
    branchName: field.text({ label: { zh: '开户网点', en: 'Branch' }, maxLength: 128 }),
    contactName: field.text({ label: { zh: '联系人', en: 'Contact' }, maxLength: 64 }),
    contactPhone: field.code({ label: { zh: '联系电话', en: 'Phone' } }),
    remark: field.remark(),
  },
  actions: ['list', 'select', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'supervise_bank_view',
    add: 'supervise_bank_add',
    edit: 'supervise_bank_edit',
    remove: 'supervise_bank_delete',
  },
});
