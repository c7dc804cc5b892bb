import { FakeBankJournal, type StatementLine, statementFile } from '@infra/fake-bank/fake-bank-statement';

const header =
  'kind,bank_serial,serial,payment_no,direction,amount_fen,value_date,counterparty_name,counterparty_account_no';

function charge(seq: number, valueDate = '2026-11-27'): StatementLine {
  return {
    bankSerial: `B${seq}`,
    kind: 'charge',
    paymentNo: `P${seq}`,
    direction: 'in',
    amount: 100 + seq,
    valueDate,
    counterpartyName: seq % 2 === 0 ? '张三' : 'Zhang, "San"',
    bookedAt: '2026-11-27T08:00:00Z',
  };
}

function rowOf(seq: number): string {
  const payer = seq % 2 === 0 ? '张三' : '"Zhang, ""San"""';
  return `charge,B${seq},,P${seq},in,${100 + seq},2026-11-27,${payer},`;
}

function text(pieces: Iterable<Uint8Array>): string {
  return Buffer.concat([...pieces]).toString('utf8');
}

describe('the statement file', () => {
  // Pieces hold 10,000 lines: around and across that size, nothing is lost, doubled or reordered.
  it.each([0, 1, 10_000, 20_001])('holds the header and each of %i lines once, in booking order', (count) => {
    const lines = Array.from({ length: count }, (_, seq) => charge(seq));
    const expected = [header, ...lines.map((_, seq) => rowOf(seq))].join('\n') + '\n';
    expect(text(statementFile(lines))).toBe(expected);
  });

  it('of a day, holds that day’s lines only, the ones booked after an earlier read too', () => {
    const journal = new FakeBankJournal('SUPERVISED');
    for (let seq = 0; seq < 10_001; seq++) journal.book(charge(seq));
    journal.book(charge(99, '2026-11-28'));
    const firstRead = text(journal.file('2026-11-27'));
    for (let seq = 10_001; seq < 10_003; seq++) journal.book(charge(seq));

    expect(firstRead.split('\n')).toHaveLength(1 + 10_001 + 1);
    expect(text(journal.file('2026-11-27'))).toBe(
      [header, ...Array.from({ length: 10_003 }, (_, seq) => rowOf(seq))].join('\n') + '\n',
    );
    expect(text(journal.file('2026-11-29'))).toBe(`${header}\n`);
  });
});
