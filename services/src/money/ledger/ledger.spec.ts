import {
  merchantPayable,
  orderFrozen,
  orderProvision,
  readAccount,
  supervisedBank,
  unmatchedSuspense,
} from '@services/money/ledger/ledger-accounts';
import { balanceOf, noBalances, overdrawnBy, withTransaction } from '@services/money/ledger/ledger-balances';
import type { JournalEntry } from '@services/money/ledger/ledger-journal';
import {
  type LedgerTransaction,
  gather,
  transactionProblem,
  transfer,
  UnbalancedTransactionError,
} from '@services/money/ledger/ledger-transaction';
import { verifyLedger } from '@services/money/ledger/ledger-verification';

const frozen = orderFrozen('7');
const provision = orderProvision('7');
const payable = merchantPayable('3');

const deposit = transfer('t1', 'deposit-matched', supervisedBank, [{ account: frozen, amount: 10000 }]);
const consumption = transfer('t2', 'consumption', frozen, [
  { account: payable, amount: 2700 },
  { account: provision, amount: 300 },
]);
const entry = (transaction: LedgerTransaction): JournalEntry => ({ kind: 'transaction', transaction });

describe('ledger transactions', () => {
  it('moves an amount from one account to the shares, summing to zero', () => {
    expect(consumption.postings).toEqual([
      { account: frozen, amount: -3000 },
      { account: payable, amount: 2700 },
      { account: provision, amount: 300 },
    ]);
    expect(transactionProblem(consumption)).toBeUndefined();
  });
  it('leaves out a share of nothing (a consumption without provision)', () => {
    const whole = transfer('t', 'consumption', frozen, [
      { account: payable, amount: 5 },
      { account: provision, amount: 0 },
    ]);
    expect(whole.postings).toHaveLength(2);
  });
  it('refuses fractions of a fen, nothing moved, and postings that do not sum to zero', () => {
    expect(() => transfer('t', 'consumption', frozen, [{ account: payable, amount: 1.5 }])).toThrow(
      UnbalancedTransactionError,
    );
    expect(() => transfer('t', 'consumption', frozen, [{ account: payable, amount: 0 }])).toThrow(
      'needs at least two postings',
    );
    const lopsided = { ...deposit, postings: [...deposit.postings, { account: payable, amount: 1 }] };
    expect(transactionProblem(lopsided)).toBe('postings sum to 1, not 0');
  });
});

describe('ledger accounts', () => {
  it('reads back the kind and owner of every name the helpers build', () => {
    expect(readAccount(supervisedBank)).toEqual({ kind: 'supervised' });
    expect(readAccount(unmatchedSuspense)).toEqual({ kind: 'suspense' });
    expect(readAccount(orderFrozen('18'))).toEqual({ kind: 'frozen', ownerId: '18' });
    expect(readAccount(orderProvision('18'))).toEqual({ kind: 'provision', ownerId: '18' });
    expect(readAccount(merchantPayable('31'))).toEqual({ kind: 'payable', ownerId: '31' });
  });

  it('reads no other name, not even one that mixes an owner with another owner’s part', () => {
    for (const name of ['order:18:payable', 'merchant:31:frozen', 'order:x:frozen', 'bank:other', ''])
      expect(readAccount(name)).toBeUndefined();
  });
});

describe('ledger balances', () => {
  it('folds posted transactions into each account', () => {
    const balances = [deposit, consumption].reduce(withTransaction, noBalances);
    expect(balanceOf(balances, supervisedBank)).toBe(-10000);
    expect(balanceOf(balances, frozen)).toBe(7000);
    expect(balanceOf(balances, payable)).toBe(2700);
    expect(balanceOf(balances, provision)).toBe(300);
    expect(balanceOf(balances, unmatchedSuspense)).toBe(0);
  });
  it('takes what a pending transfer reserves and gives nothing until it is posted', () => {
    const paid = withTransaction(withTransaction(noBalances, deposit), consumption);
    const pending: LedgerTransaction = {
      id: 't3',
      kind: 'consumption',
      status: 'pending',
      postings: [
        { account: payable, amount: -2700 },
        { account: supervisedBank, amount: 2700 },
      ],
    };
    const reserved = withTransaction(paid, pending);
    expect(balanceOf(reserved, payable)).toBe(0);
    expect(balanceOf(reserved, supervisedBank)).toBe(-10000);
  });
  it('names a guarded account a transaction would overdraw, never the bank mirror', () => {
    expect(overdrawnBy(noBalances, consumption)).toEqual([{ account: frozen, balance: -3000 }]);
    expect(overdrawnBy(noBalances, deposit)).toEqual([]);
  });
});

describe('ledger verification', () => {
  it('passes a sound journal', () => {
    const report = verifyLedger([entry(deposit), entry(consumption)]);
    expect(report.problems).toEqual([]);
    expect(report.transactions).toBe(2);
  });
  it('finds an unbalanced transaction', () => {
    const forged = {
      ...deposit,
      id: 't9',
      postings: [
        { account: frozen, amount: 500 },
        { account: supervisedBank, amount: -400 },
      ],
    };
    expect(verifyLedger([entry(deposit), entry(forged)]).problems).toEqual([
      'transaction t9: postings sum to 100, not 0',
    ]);
  });
  it('finds consumed money that went anywhere but to a merchant', () => {
    const astray = transfer('t6', 'consumption', frozen, [{ account: supervisedBank, amount: 1000 }]);
    expect(verifyLedger([entry(deposit), entry(astray)]).problems).toEqual([
      'order 7: paid 10000 but consumed + refunded + frozen + provision = 9000',
    ]);
  });
  it('finds an overdrawn account and a transaction recorded twice', () => {
    expect(verifyLedger([entry(consumption)]).problems).toEqual([`transaction t2: ${frozen} would be -3000`]);
    expect(verifyLedger([entry(deposit), entry(deposit)]).problems).toEqual([
      'transaction t1: recorded more than once',
    ]);
  });
  it('finds a pending transfer resolved twice, or one that never was pending', () => {
    const pending: LedgerTransaction = { ...consumption, id: 't5', status: 'pending' };
    const posted: JournalEntry = { kind: 'resolution', transactionId: 't5', outcome: 'posted' };
    const voided: JournalEntry = { kind: 'resolution', transactionId: 't5', outcome: 'voided' };
    expect(verifyLedger([entry(deposit), entry(pending), posted]).problems).toEqual([]);
    expect(verifyLedger([entry(deposit), entry(pending), posted, voided]).problems).toEqual([
      'transaction t5: resolved more than once',
    ]);
    expect(verifyLedger([entry(deposit), voided]).problems).toEqual([
      'transaction t5: voided but no such pending transfer',
    ]);
  });
  describe('refunds and the provision released', () => {
    const refund = gather(
      't7',
      'refund',
      [
        { account: frozen, amount: 7000 },
        { account: provision, amount: 100 },
      ],
      supervisedBank,
      'pending',
    );
    const posted: JournalEntry = { kind: 'resolution', transactionId: 't7', outcome: 'posted' };
    const voided: JournalEntry = { kind: 'resolution', transactionId: 't7', outcome: 'voided' };
    const released = transfer('t8', 'provision-release', provision, [{ account: payable, amount: 200 }]);

    it('counts a refund, paid or still pending, as refunded', () => {
      expect(verifyLedger([entry(deposit), entry(consumption), entry(refund)]).problems).toEqual([]);
      const report = verifyLedger([
        entry(deposit),
        entry(consumption),
        entry(refund),
        posted,
        entry(released),
      ]);
      expect(report.problems).toEqual([]);
      expect(balanceOf(report.balances, supervisedBank)).toBe(-10000 + 7100);
      expect(balanceOf(report.balances, payable)).toBe(2900);
    });
    it('gives a voided refund back to the order, refunding nothing', () => {
      const report = verifyLedger([entry(deposit), entry(consumption), entry(refund), voided]);
      expect(report.problems).toEqual([]);
      expect(balanceOf(report.balances, frozen)).toBe(7000);
      expect(balanceOf(report.balances, provision)).toBe(300);
    });
    it('finds a refund beyond what the order holds', () => {
      const beyond = gather('t9', 'refund', [{ account: frozen, amount: 7001 }], supervisedBank, 'pending');
      expect(verifyLedger([entry(deposit), entry(consumption), entry(beyond)]).problems).toEqual([
        `transaction t9: ${frozen} would be -1`,
      ]);
    });
  });
});
