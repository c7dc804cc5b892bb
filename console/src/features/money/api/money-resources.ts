import { moneyMessages } from '@console/features/money/money.i18n';
import { bothLabels, declaredField } from '@console/lib/resources/declared-resource';
import type {
  FieldKind,
  FilterKind,
  ResourceAction,
  ResourceMetadata,
} from '@console/lib/resources/resource-metadata';

export type MoneyField = keyof typeof moneyMessages.zh.fields;
export type MoneyResource = keyof typeof moneyMessages.zh.titles;
/** The records the bank works on, whose pages follow its jobs (bank-record-page.tsx). */
export type BankRecordKind = Extract<MoneyResource, 'refundOrder' | 'cutPayment'>;

interface Declaration {
  api: string;
  listPath: string;
  actions: readonly ResourceAction[];
  /** The permission codes of the menu's buttons (platform-menu-modules.ts). */
  code: string;
  fields: Partial<Record<MoneyField, FieldKind>>;
  /** What the server's ListSpec filters on (projections/src/money/.../*.queries.ts). */
  filters: Readonly<Record<string, FilterKind>>;
  /** Fields whose value the form requires, with the server's message. */
  required?: Partial<Record<MoneyField, string>>;
  /** The aggregate whose history a row names, when a row is one's (the audit explorer). */
  aggregateType?: string;
  /** The row's field that names that aggregate's record, when not its id. */
  historyKey?: MoneyField;
}

const transaction = '/api/prepaid-transaction';
const payment = '/api/prepaid-payment';
const depositFields = {
  bankSerial: 'code',
  paymentNo: 'code',
  payerName: 'text',
  amount: 'text',
  valueDate: 'text',
  accountNo: 'code',
  status: 'integer',
  unmatchedReason: 'text',
  createTime: 'datetime',
} as const;
const depositFilters = {
  bankSerial: 'code',
  paymentNo: 'code',
  orderId: 'id',
  payerName: 'text',
  status: 'number',
  createTime: 'date',
} as const;

/** orderInfo/page's filters (order.queries.ts), which unionOrder/list shares. */
const orderFilters = {
  paymentNo: 'code',
  cardNo: 'code',
  merchantId: 'id',
  status: 'number',
  buyerName: 'text',
  createTime: 'date',
} as const;

const reconciliationFields = {
  reconDate: 'code',
  lineKind: 'code',
  status: 'integer',
  abnormalKind: 'code',
  bankSerial: 'code',
  serial: 'code',
  paymentNo: 'code',
  bankAmount: 'text',
  ourAmount: 'text',
} as const;
const reconciliationFilters = {
  reconDate: 'code',
  status: 'number',
  lineKind: 'code',
  abnormalKind: 'code',
  bankSerial: 'code',
  serial: 'code',
  paymentNo: 'code',
  orderId: 'id',
  merchantId: 'id',
  createTime: 'date',
} as const;
const abnormal = (listPath: string): Declaration => ({
  api: `${transaction}/abnormalOrder`,
  listPath,
  actions: ['list'],
  code: 'abnormal_order',
  fields: reconciliationFields,
  filters: reconciliationFilters,
});
const reconciliationPage: Declaration = {
  api: `${transaction}/orderInfo/reconciliation`,
  listPath: 'page',
  actions: ['list'],
  code: 'reconciliation',
  fields: reconciliationFields,
  filters: reconciliationFilters,
};
/** Its status beside its amount: what the bank did with it is seen without scrolling. */
const refundOrderFields = {
  orderId: 'code',
  paymentNo: 'code',
  amount: 'text',
  status: 'integer',
  accountNo: 'code',
  accountName: 'text',
  serial: 'code',
  bankSerial: 'code',
  failReason: 'text',
  createTime: 'datetime',
} as const;
const refundOrderFilters = {
  orderId: 'id',
  applyId: 'id',
  paymentNo: 'code',
  merchantId: 'id',
  serial: 'code',
  bankSerial: 'code',
  status: 'number',
  createTime: 'date',
} as const;

/**
 * The money context's records as the console declares them, in the registry's shape: their calls
 * are the context's own (orderInfo/page, cardInfo/list, ...), not the registry's. Amounts are the
 * server's yuan text, shown as they come.
 */
const declarations: Record<MoneyResource, Declaration> = {
  order: {
    api: `${transaction}/orderInfo`,
    listPath: 'page',
    actions: ['list'],
    code: 'order',
    aggregateType: 'order',
    fields: {
      paymentNo: 'code',
      cardNo: 'code',
      merchantId: 'reference',
      buyerName: 'text',
      buyerPhone: 'code',
      tradeAmount: 'text',
      paidAmount: 'text',
      frozenAmount: 'text',
      consumedAmount: 'text',
      status: 'integer',
      createTime: 'datetime',
    },
    filters: orderFilters,
  },
  deposit: {
    api: `${transaction}/orderInfoDepository`,
    listPath: 'page',
    actions: ['list'],
    code: 'depository',
    fields: depositFields,
    filters: depositFilters,
    aggregateType: 'deposit',
    historyKey: 'bankSerial',
  },
  superviseCharge: {
    api: `${payment}/superviseCharge`,
    listPath: 'list',
    actions: ['list'],
    code: 'supervise_charge',
    fields: depositFields,
    filters: depositFilters,
    aggregateType: 'deposit',
    historyKey: 'bankSerial',
  },
  consumption: {
    api: `${transaction}/orderInfoConsume`,
    listPath: 'list',
    actions: ['list'],
    code: 'consume',
    fields: {
      paymentNo: 'code',
      orderId: 'code',
      consumeAmount: 'text',
      payableAmount: 'text',
      provisionAmount: 'text',
      reportedBy: 'code',
      remark: 'text',
      createTime: 'datetime',
    },
    filters: { orderId: 'id', paymentNo: 'code', reportedBy: 'code', createTime: 'date' },
  },
  card: {
    api: `${transaction}/cardInfo`,
    listPath: 'list',
    actions: ['list', 'detail', 'submit'],
    code: 'card_info',
    fields: {
      cardNo: 'code',
      holderName: 'text',
      holderPhone: 'code',
      orderId: 'code',
      createTime: 'datetime',
    },
    filters: { cardNo: 'code', orderId: 'id', holderName: 'text', createTime: 'date' },
    required: { holderName: '请输入持卡人姓名' },
  },
  reconciliation: reconciliationPage,
  // Each reconciled day's figures, the caller's own; the statement's are the platform's.
  reconciliationDay: {
    api: `${transaction}/orderInfo/reconciliation`,
    listPath: 'days',
    actions: ['list'],
    code: 'reconciliation',
    fields: {
      reconDate: 'code',
      statementLines: 'integer',
      chargeCount: 'integer',
      chargeAmount: 'text',
      transferCount: 'integer',
      transferAmount: 'text',
      refundCount: 'integer',
      refundAmount: 'text',
      differenceCount: 'integer',
      openingBalance: 'text',
      closingBalance: 'text',
      bankNet: 'text',
      ourNet: 'text',
    },
    filters: { reconDate: 'code' },
  },
  abnormalDepository: abnormal('orderInfoDepositoryData'),
  abnormalConsume: abnormal('orderInfoConsumeData'),
  abnormalRefund: abnormal('refundApplyData'),
  // Transfers that differ from the bank's: no abnormalOrder call lists them (SPEC §7), so the
  // abnormal orders' page reads reconciliation's own list, narrowed to their kind.
  abnormalInstruction: reconciliationPage,
  refundApply: {
    api: `${transaction}/refundApply`,
    listPath: 'getRefundApplyListPage',
    actions: ['list'],
    code: 'refund_apply',
    aggregateType: 'refundApply',
    // Its status beside its amount, as a refund order's: whether it awaits a decision shows at once.
    fields: {
      orderId: 'code',
      paymentNo: 'code',
      amount: 'text',
      status: 'integer',
      reason: 'text',
      accountNo: 'code',
      accountName: 'text',
      refundOrderId: 'code',
      refuseReason: 'text',
      createTime: 'datetime',
    },
    filters: { orderId: 'id', paymentNo: 'code', merchantId: 'id', status: 'number', createTime: 'date' },
  },
  refundOrder: {
    api: `${transaction}/orderInfoRefund`,
    listPath: 'getRefundOrderListPage',
    actions: ['list'],
    code: 'refund_order',
    aggregateType: 'refundOrder',
    fields: refundOrderFields,
    filters: refundOrderFilters,
  },
  // Read, submitted and removed here; applied for by cutPaymentApply/apply.
  cutPayment: {
    api: `${transaction}/cutPaymentApply`,
    listPath: 'list',
    actions: ['list'],
    code: 'cut_payment',
    // The account is the one the merchant proved by bank verification: it is paid there. Its
    // status beside its amount, as a refund order's.
    fields: {
      orgPaymentNo: 'code',
      batchNo: 'code',
      amount: 'text',
      status: 'integer',
      accountNo: 'code',
      accountName: 'text',
      serial: 'code',
      bankSerial: 'code',
      failReason: 'text',
      paidTime: 'datetime',
      settlementDate: 'code',
      createTime: 'datetime',
    },
    filters: {
      orgPaymentNo: 'code',
      batchNo: 'code',
      merchantId: 'id',
      status: 'number',
      createTime: 'date',
    },
    // Each merchant's applications are one book, the aggregate the audit explorer folds.
    aggregateType: 'cutPaymentBook',
    historyKey: 'merchantId',
  },
  superviseRefund: {
    api: `${payment}/superviseRefund`,
    listPath: 'list',
    actions: ['list'],
    code: 'supervise_refund',
    fields: refundOrderFields,
    filters: refundOrderFilters,
    aggregateType: 'refundOrder',
  },
  // The order list's slice the card channel placed, named and with the bank's charge of each.
  unionOrder: {
    api: `${payment}/unionOrder`,
    listPath: 'list',
    actions: ['list'],
    code: 'union_order',
    fields: {
      paymentNo: 'code',
      cardNo: 'code',
      merchantName: 'text',
      goodsName: 'text',
      buyerName: 'text',
      tradeAmount: 'text',
      status: 'integer',
      createTime: 'datetime',
      bankSerial: 'code',
      chargedTime: 'datetime',
    },
    filters: orderFilters,
    aggregateType: 'order',
  },
  unionRefund: {
    api: `${payment}/unionRefund`,
    listPath: 'list',
    actions: ['list'],
    code: 'union_refund',
    fields: refundOrderFields,
    filters: refundOrderFilters,
    aggregateType: 'refundOrder',
  },
  paymentLog: {
    api: `${payment}/paymentDataLog`,
    listPath: 'list',
    actions: ['list'],
    code: 'payment_log',
    fields: {
      bankSerial: 'code',
      paymentNo: 'code',
      status: 'integer',
      rejectedReason: 'text',
      createTime: 'datetime',
    },
    filters: { bankSerial: 'code', paymentNo: 'code', status: 'number', createTime: 'date' },
    aggregateType: 'paymentNotice',
    historyKey: 'bankSerial',
  },
};

/** Each searchable field is offered by the search form, with the screen's editors where it has one. */
export function moneyMetadata(resource: MoneyResource): ResourceMetadata {
  const { zh, en } = moneyMessages;
  const declaration = declarations[resource];
  const { code } = declaration;
  return {
    name: resource,
    title: bothLabels(zh.titles, en.titles, resource),
    api: declaration.api,
    listPath: declaration.listPath,
    actions: declaration.actions,
    // A card comes with its order: no one adds one here, so the add code is no button's.
    permissions: { view: `${code}_view`, add: '', edit: `${code}_edit`, remove: '' },
    fields: (Object.entries(declaration.fields) as [MoneyField, FieldKind][]).map(([name, kind]) =>
      declaredField(
        name,
        kind,
        bothLabels(zh.fields, en.fields, name),
        declaration.required?.[name] ?? null,
        {
          filterable: name in declaration.filters,
        },
      ),
    ),
    filters: declaration.filters,
    sortable: [],
    tree: null,
    aggregateType: declaration.aggregateType,
    historyKey: declaration.historyKey,
  };
}
