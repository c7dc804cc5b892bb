/**
 * The placeholders a contract template may hold, in one place: the upload check refuses any
 * other name, and whoever renders a contract (the money context, for an order) fills exactly
 * these, so that rendering a stored template cannot meet a name it does not know.
 *
 * Syntax: `{{name}}`, the name in camelCase letters and digits, spaces inside the braces allowed
 * (`{{ merchantName }}`). Text outside placeholders is kept as written; `{{` that does not start a
 * well-formed placeholder is refused too, as it could only be a mistyped one.
 */
export const contractPlaceholders = {
  merchantName: { zh: '商户名称', en: 'Merchant name' },
  creditCode: { zh: '统一社会信用代码', en: 'Unified social credit code' },
  merchantAddress: { zh: '商户地址', en: 'Merchant address' },
  legalPerson: { zh: '法定代表人', en: 'Legal representative' },
  merchantPhone: { zh: '商户电话', en: 'Merchant phone' },
  superviseBank: { zh: '监管银行', en: 'Supervise bank' },
  buyerName: { zh: '消费者姓名', en: 'Buyer name' },
  buyerPhone: { zh: '消费者手机号', en: 'Buyer phone' },
  buyerIdCard: { zh: '消费者证件号', en: 'Buyer id card' },
  paymentNo: { zh: '订单编号', en: 'Order number' },
  cardNo: { zh: '卡号', en: 'Card number' },
  goodsName: { zh: '商品名称', en: 'Goods name' },
  tradeAmount: { zh: '交易金额', en: 'Trade amount' },
  tradeTime: { zh: '交易时间', en: 'Trade time' },
  signDate: { zh: '签订日期', en: 'Signing date' },
} as const;

export type ContractPlaceholder = keyof typeof contractPlaceholders;
export type ContractValues = Readonly<Record<ContractPlaceholder, string>>;

const placeholder = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

function isKnown(name: string): name is ContractPlaceholder {
  return Object.hasOwn(contractPlaceholders, name);
}

/**
 * What is wrong with a template's placeholders, as the message a user reads, or undefined when
 * every one is known.
 */
export function placeholderProblem(text: string): string | undefined {
  const unknown = [...text.matchAll(placeholder)].map((match) => match[1]!).filter((name) => !isKnown(name));
  if (unknown.length > 0)
    return `合同模板含有未知占位符：${[...new Set(unknown)].map((name) => `{{${name}}}`).join('、')}`;
  if (text.replace(placeholder, '').includes('{{')) return '合同模板含有格式不正确的占位符，应为 {{名称}}';
  return undefined;
}

/** The template's text with each placeholder replaced by its value. */
export function renderContract(text: string, values: ContractValues): string {
  return text.replace(placeholder, (whole, name: string) => (isKnown(name) ? values[name] : whole));
}
