/**
 * The English values of the system dictionaries the platform seeds
 * (infra/src/seed/platform-tenant.seed.ts), by dictionary code and key. Dictionary values are
 * server data written in Chinese, so there is no Chinese side: Chinese shows the server's value,
 * which an administrator may have changed. A seeded item without an entry fails
 * dictionary-names.spec.ts.
 */
export const englishDictionaryValues: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  post_category: { '1': 'Senior', '2': 'Middle', '3': 'Junior', '4': 'Other' },
  org_category: { '1': 'Company', '2': 'Department', '3': 'Team' },
  sex: { '1': 'Male', '2': 'Female', '3': 'Unknown' },
  yes_no: { '0': 'No', '1': 'Yes' },
  menu_category: { '1': 'Menu', '2': 'Button' },
  button_func: { '1': 'Toolbar', '2': 'Row actions', '3': 'Toolbar and row actions' },
  data_scope_type: {
    '1': 'Everyone',
    '2': 'Own records',
    '3': 'Own organisation',
    '4': 'Own organisation and below',
    '5': 'Custom',
  },
  api_scope_type: { '1': 'System API', '2': 'Business API' },
  menu_open: { '1': 'No', '2': 'Yes' },
  user_status: { '0': 'Awaiting approval', '1': 'Active' },
  sms_category: { local: 'Local SMS gateway', aliyun: 'Aliyun SMS' },
  report_source: {
    merchant: 'Merchants',
    goods: 'Goods',
    order: 'Orders',
    deposit: 'Deposits',
    consume: 'Consumptions',
  },
  report_dimension: { day: 'By day', month: 'By month', merchant: 'By merchant', category: 'By industry' },
  report_measure: { count: 'Count', amount: 'Amount (yuan)' },
  report_chart: { bar: 'Bar chart', line: 'Line chart' },
  notice_category: {
    '1': 'Announcement',
    '2': 'Endorsed notice',
    '3': 'Forwarded notice',
    '4': 'Instruction',
    '5': 'Appointment',
  },
  workday_type: { '1': 'Holiday', '2': 'Adjusted working day' },
  oss_category: { local: 'Local disk', s3: 'S3-compatible storage' },
};
