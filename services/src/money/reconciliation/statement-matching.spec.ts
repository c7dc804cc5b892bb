import type { OurDeposit, OurInstruction } from '@projections/money/reconciliation/our-records.queries';
import { matchStatement } from '@services/money/reconciliation/statement-matching';
import type { BankStatement, BankStatementLine } from '@services/money/supervise-bank/supervise-bank.port';

const date = '2026-11-24';
const charge = (bankSerial: string, amountFen: number): BankStatementLine => ({
  bankSerial,
  kind: 'charge',
  paymentNo: `P-${bankSerial}`,
  direction: 'in',
  amountFen,
  valueDate: date,
  counterpartyName: '张三',
});
const sent =
  (kind: 'transfer' | 'refund') =>
  (serial: string, amountFen: number): BankStatementLine => ({
    bankSerial: `B-${serial}`,
    kind,
    serial,
    direction: 'out',
    amountFen,
    valueDate: date,
    counterpartyName: kind === 'transfer' ? '商户' : '张三',
  });
const transfer = sent('transfer');
const refund = sent('refund');
const deposit = (bankSerial: string, amountFen: number, extra: Partial<OurDeposit> = {}): OurDeposit => ({
  tenantId: '000042',
  bankSerial,
  paymentNo: `P-${bankSerial}`,
  amountFen,
  valueDate: date,
  orderId: '1',
  merchantId: '9',
  consumedFen: 0,
  ...extra,
});
const paid = (serial: string, amountFen: number, executedOn: string | null = date): OurInstruction => ({
  tenantId: '000042',
  merchantId: '9',
  serial,
  amountFen,
  executedOn,
});
const statementOf = (lines: BankStatementLine[], openingBalanceFen = 0): BankStatement => {
  const net = lines.reduce(
    (sum, line) => sum + (line.direction === 'in' ? line.amountFen : -line.amountFen),
    0,
  );
  return { accountNo: 'A', date, openingBalanceFen, closingBalanceFen: openingBalanceFen + net, lines };
};
let next = 0;
const ids = () => String(++next);
const results = (items: ReturnType<typeof matchStatement>['items']) =>
  items.map(({ kind, result, abnormal, bankSerial, serial }) => ({
    kind,
    result,
    abnormal,
    key: serial ?? bankSerial,
  }));

describe('matching a statement against our records', () => {
  it('matches what both sides hold alike, and finds nothing else', () => {
    const { day, items } = matchStatement(
      statementOf([charge('C1', 10_000), transfer('S1', 4000), refund('R1', 2500)], 500),
      { deposits: [deposit('C1', 10_000)], transfers: [paid('S1', 4000)], refunds: [paid('R1', 2500)] },
      ids,
    );
    expect(results(items)).toEqual([
      { kind: 'charge', result: 'matched', abnormal: null, key: 'C1' },
      { kind: 'transfer', result: 'matched', abnormal: null, key: 'S1' },
      { kind: 'refund', result: 'matched', abnormal: null, key: 'R1' },
    ]);
    expect(day).toEqual({ date, openingFen: 500, closingFen: 4000, bankNetFen: 3500, ourNetFen: 3500 });
  });

  it('finds each difference as its kind of abnormal order', () => {
    const { items } = matchStatement(
      statementOf([
        charge('MISSING-OURS', 900),
        charge('WRONG', 2000),
        charge('SUSPENSE', 700),
        transfer('UNRECORDED', 1000),
        transfer('PENDING', 1500),
        transfer('DIFFERS', 300),
        refund('REFUND-UNRECORDED', 600),
        refund('REFUND-PENDING', 700),
        refund('REFUND-DIFFERS', 800),
      ]),
      {
        deposits: [
          deposit('WRONG', 2100),
          deposit('SUSPENSE', 700, { orderId: null, merchantId: null }),
          deposit('NEVER-FUNDED', 3000, { consumedFen: 1000 }),
          deposit('NOT-AT-BANK', 500),
          // Another day's deposit the statement does not name: not this day's business.
          deposit('YESTERDAY', 100, { valueDate: '2026-11-23' }),
        ],
        transfers: [paid('PENDING', 1500, null), paid('DIFFERS', 400), paid('LOST-AT-BANK', 800)],
        refunds: [
          paid('REFUND-PENDING', 700, null),
          paid('REFUND-DIFFERS', 900),
          paid('REFUND-LOST-AT-BANK', 1000),
          // Executed on another day and not on this statement: that day's business.
          paid('REFUND-YESTERDAY', 100, '2026-11-23'),
        ],
      },
      ids,
    );
    expect(results(items)).toEqual([
      { kind: 'charge', result: 'missingOurs', abnormal: 'depository', key: 'MISSING-OURS' },
      { kind: 'charge', result: 'amountDiffers', abnormal: 'depository', key: 'WRONG' },
      { kind: 'charge', result: 'matched', abnormal: 'depository', key: 'SUSPENSE' },
      { kind: 'transfer', result: 'missingOurs', abnormal: 'instruction', key: 'UNRECORDED' },
      { kind: 'transfer', result: 'missingOurs', abnormal: 'instruction', key: 'PENDING' },
      { kind: 'transfer', result: 'amountDiffers', abnormal: 'instruction', key: 'DIFFERS' },
      { kind: 'refund', result: 'missingOurs', abnormal: 'refund', key: 'REFUND-UNRECORDED' },
      { kind: 'refund', result: 'missingOurs', abnormal: 'refund', key: 'REFUND-PENDING' },
      { kind: 'refund', result: 'amountDiffers', abnormal: 'refund', key: 'REFUND-DIFFERS' },
      { kind: 'charge', result: 'missingAtBank', abnormal: 'consume', key: 'NEVER-FUNDED' },
      { kind: 'charge', result: 'missingAtBank', abnormal: 'depository', key: 'NOT-AT-BANK' },
      { kind: 'transfer', result: 'missingAtBank', abnormal: 'instruction', key: 'LOST-AT-BANK' },
      { kind: 'refund', result: 'missingAtBank', abnormal: 'refund', key: 'REFUND-LOST-AT-BANK' },
    ]);
    expect(items.find((item) => item.bankSerial === 'MISSING-OURS')).toMatchObject({
      tenantId: '000000',
      bankAmountFen: 900,
      ourAmountFen: null,
    });
    expect(items.find((item) => item.bankSerial === 'WRONG')).toMatchObject({
      bankAmountFen: 2000,
      ourAmountFen: 2100,
    });
  });
});
