import type { ChargeNotice } from '@infra/fake-bank/fake-bank-notifier';
import { type FakeBank, startFakeBank } from '@infra/fake-bank/fake-bank-server';
import { HttpSuperviseBank } from '@services/money/supervise-bank/http-supervise-bank';
import {
  BankRefusedError,
  type BankStatement,
  BankSerialConflictError,
  BankUnavailableError,
  type TransferInstruction,
} from '@services/money/supervise-bank/supervise-bank.port';

/**
 * The supervise-bank port's contract, held against the fake bank on loopback through the HTTP
 * adapter: what a real bank's adapter would have to pass too. Each serial moves money at most
 * once, whatever the bank's answer did on the way.
 */
let bank: FakeBank;
let port: HttpSuperviseBank;
/** Long enough that a busy machine's slow answer is never taken for a lost one. */
const timeoutMs = 30_000;
/**
 * The patience of the caller that must lose an answer: the bank's 'timeout' behaviour holds its
 * answer longer (5 s). Both clocks are timers of this process, so however busy it is, the
 * caller's runs out first.
 */
const shortTimeoutMs = 2_000;

beforeAll(async () => {
  bank = await startFakeBank();
  port = new HttpSuperviseBank({ baseUrl: bank.url, timeoutMs });
});
afterAll(() => bank.close());
beforeEach(() => bank.reset());

const merchantAccount = '6222000000000000100';
let serialNumber = 0;
const transferOf = (amountFen: number, accountNo = merchantAccount): TransferInstruction => ({
  serial: `T${++serialNumber}`,
  accountNo,
  accountName: '健身馆',
  amountFen,
});
/** A consumer's charge into the supervised account, so that there is money to pay out. */
const fund = (amount: number, valueDate = '2026-11-24') =>
  bank.receivePayment({ paymentNo: `P${++serialNumber}`, payerName: '张三', amount, valueDate });
const executedOf = (serial: string) => bank.executed().filter((done) => done.serial === serial);
const supervisedBalance = () => bank.balanceOf(bank.supervisedAccountNo);
/** A statement's file as text, read to the end. */
async function fileOf(statement: BankStatement): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const piece of statement.file) text += decoder.decode(piece, { stream: true });
  return text + decoder.decode();
}
const header =
  'kind,bank_serial,serial,payment_no,direction,amount_fen,value_date,counterparty_name,counterparty_account_no\n';

describe('transfers and refunds by serial', () => {
  it('executes a transfer once and moves the money', async () => {
    fund(10_000);
    const transfer = transferOf(3_000);

    const executed = await port.transfer(transfer);

    expect(executed).toMatchObject({ serial: transfer.serial, accountNo: merchantAccount, amountFen: 3_000 });
    expect(executed.bankSerial).toMatch(/^\w+$/);
    expect(executedOf(transfer.serial)).toHaveLength(1);
    expect(supervisedBalance()).toBe(7_000);
    expect(bank.balanceOf(merchantAccount)).toBe(3_000);
  });

  it('answers a repeat with the first result and moves nothing more', async () => {
    fund(10_000);
    const transfer = transferOf(3_000);
    const first = await port.transfer(transfer);

    const repeat = await port.transfer(transfer);

    expect(repeat).toEqual(first);
    expect(bank.arrivals()[transfer.serial]).toBe(2);
    expect(executedOf(transfer.serial)).toHaveLength(1);
    expect(supervisedBalance()).toBe(7_000);
  });

  it('refuses a repeat of the serial with another amount or account, changing nothing', async () => {
    fund(10_000);
    const transfer = transferOf(3_000);
    await port.transfer(transfer);

    await expect(port.transfer({ ...transfer, amountFen: 3_001 })).rejects.toBeInstanceOf(
      BankSerialConflictError,
    );
    await expect(port.transfer({ ...transfer, accountNo: '6222000000000000999' })).rejects.toBeInstanceOf(
      BankSerialConflictError,
    );
    await expect(port.refund({ ...transfer, paymentNo: 'P1' })).rejects.toBeInstanceOf(
      BankSerialConflictError,
    );
    expect(executedOf(transfer.serial)).toHaveLength(1);
    expect(supervisedBalance()).toBe(7_000);
  });

  it('refuses for good a transfer that would overdraw the supervised account', async () => {
    fund(1_000);
    const transfer = transferOf(1_001);

    const refusal = await port.transfer(transfer).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(BankRefusedError);
    expect((refusal as BankRefusedError).reason).toBe('监管账户余额不足');
    expect(await port.statusOf(transfer.serial)).toMatchObject({
      status: 'refused',
      serial: transfer.serial,
    });
    fund(5_000);
    await expect(port.transfer(transfer)).rejects.toBeInstanceOf(BankRefusedError);
    expect(bank.executed()).toEqual([]);
    expect(supervisedBalance()).toBe(6_000);
  });

  it('refuses for good the next instructions it is told to, whatever the balance', async () => {
    fund(1_000);
    bank.refuseNextInstructions(1);
    const refused = transferOf(100);
    const paid = transferOf(100);

    const refusal = await port.transfer(refused).catch((error: unknown) => error);
    await port.transfer(paid);

    expect((refusal as BankRefusedError).reason).toBe('收款账户已销户');
    await expect(port.transfer(refused)).rejects.toBeInstanceOf(BankRefusedError);
    expect(bank.executed().map((done) => done.serial)).toEqual([paid.serial]);
    expect(supervisedBalance()).toBe(900);
  });

  it('refunds a consumer once, naming the payment it returns', async () => {
    const { paymentNo } = fund(2_000);
    const refund = { ...transferOf(500, '6222000000000000777'), accountName: '张三', paymentNo };

    const first = await port.refund(refund);
    const repeat = await port.refund(refund);

    expect(repeat).toEqual(first);
    expect(bank.balanceOf('6222000000000000777')).toBe(500);
    expect(supervisedBalance()).toBe(1_500);
    expect(executedOf(refund.serial)).toEqual([expect.objectContaining({ kind: 'refund', paymentNo })]);
  });

  it('answers the status of a serial: executed with the bank serial, or unknown when never received', async () => {
    fund(1_000);
    const transfer = transferOf(400);
    const executed = await port.transfer(transfer);

    expect(await port.statusOf(transfer.serial)).toEqual({ status: 'executed', ...executed });
    expect(await port.statusOf('never-sent')).toEqual({ status: 'unknown', serial: 'never-sent' });
  });
});

describe('behaviour switches', () => {
  it('fail: answers 503 and executes nothing, for the next N calls only', async () => {
    fund(1_000);
    const transfer = transferOf(400);
    bank.setBehaviour({ mode: 'fail', times: 2 });

    await expect(port.transfer(transfer)).rejects.toBeInstanceOf(BankUnavailableError);
    await expect(port.transfer(transfer)).rejects.toBeInstanceOf(BankUnavailableError);
    expect(bank.arrivals()[transfer.serial]).toBe(2);
    expect(bank.executed()).toEqual([]);

    await port.transfer(transfer);
    expect(executedOf(transfer.serial)).toHaveLength(1);
  });

  it('delay: executes and answers late, within the caller’s patience', async () => {
    fund(1_000);
    bank.setBehaviour({ mode: 'delay', delayMs: 150, times: 1 });
    const started = Date.now();

    await port.transfer(transferOf(400));

    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(bank.executed()).toHaveLength(1);
  });

  it('timeout after executing: the caller learns nothing, the status query finds it executed', async () => {
    fund(1_000);
    const transfer = transferOf(400);
    bank.setBehaviour({ mode: 'timeout', delayMs: 5_000, times: 1 });
    const impatient = new HttpSuperviseBank({ baseUrl: bank.url, timeoutMs: shortTimeoutMs });

    await expect(impatient.transfer(transfer)).rejects.toBeInstanceOf(BankUnavailableError);

    const status = await port.statusOf(transfer.serial);
    expect(status).toMatchObject({ status: 'executed', serial: transfer.serial, amountFen: 400 });
    expect({ status: 'executed', ...(await port.transfer(transfer)) }).toEqual(status);
    expect(executedOf(transfer.serial)).toHaveLength(1);
    expect(supervisedBalance()).toBe(600);
  });

  it('drop: executes, then closes the connection without an answer', async () => {
    fund(1_000);
    const transfer = transferOf(400);
    bank.setBehaviour({ mode: 'drop', times: 1 });

    await expect(port.transfer(transfer)).rejects.toBeInstanceOf(BankUnavailableError);

    expect(await port.statusOf(transfer.serial)).toMatchObject({ status: 'executed' });
    expect(executedOf(transfer.serial)).toHaveLength(1);
  });

  it('holds for status queries and statements too', async () => {
    bank.setBehaviour({ mode: 'fail', times: 2 });

    await expect(port.statusOf('any')).rejects.toBeInstanceOf(BankUnavailableError);
    await expect(port.statement('2026-11-24')).rejects.toBeInstanceOf(BankUnavailableError);
    expect(await port.statusOf('any')).toEqual({ status: 'unknown', serial: 'any' });
  });
});

describe('daily statement', () => {
  it('lists the day’s charges, transfers and refunds with the opening and closing balance', async () => {
    bank.setBusinessDate('2026-11-23');
    fund(10_000, '2026-11-22');
    const charge = fund(5_000, '2026-11-23');
    const transfer = await port.transfer(transferOf(3_000));
    const refund = await port.refund({
      ...transferOf(1_000, '6222000000000000777'),
      paymentNo: charge.paymentNo,
    });

    const statement = await port.statement('2026-11-23');

    expect(statement).toMatchObject({
      accountNo: bank.supervisedAccountNo,
      date: '2026-11-23',
      openingBalanceFen: 10_000,
      closingBalanceFen: 11_000,
    });
    expect(statement.lineCount).toBe(3);
    expect(await fileOf(statement)).toBe(
      header +
        `charge,${charge.bankSerial},,${charge.paymentNo},in,5000,2026-11-23,张三,\n` +
        `transfer,${transfer.bankSerial},${transfer.serial},,out,3000,2026-11-23,健身馆,${merchantAccount}\n` +
        `refund,${refund.bankSerial},${refund.serial},${charge.paymentNo},out,1000,2026-11-23,健身馆,6222000000000000777\n`,
    );
    expect(await port.statement('2026-11-22')).toMatchObject({
      openingBalanceFen: 0,
      closingBalanceFen: 10_000,
    });
    const empty = await port.statement('2026-11-24');
    expect(empty).toMatchObject({ openingBalanceFen: 11_000, closingBalanceFen: 11_000 });
    expect(empty.lineCount).toBe(0);
    expect(await fileOf(empty)).toBe(header);
    expect(supervisedBalance()).toBe(11_000);
  });

  it('sends a large day as a file in pieces, quoting what a field must quote', async () => {
    const charges: ChargeNotice[] = [];
    for (let seq = 0; seq < 25_000; seq++) {
      charges.push(
        bank.receivePayment({
          paymentNo: `P${seq}`,
          payerName: seq ? '张三' : '张三, "小张"',
          amount: 100,
          valueDate: '2026-11-23',
        }),
      );
      // The bank serves from this process: booking the whole day in one run starved its event
      // loop, and on a busy machine a pooled connection outlived the server's keep-alive in the
      // meantime, to be reset under the next request (ECONNRESET).
      if (seq % 1_000 === 999) await new Promise((resolve) => setImmediate(resolve));
    }
    const response = await fetch(`${bank.url}/statements/2026-11-23/lines`);
    const pieces: Uint8Array[] = [];
    for await (const piece of response.body!) pieces.push(piece);
    const lines = Buffer.concat(pieces).toString('utf8').split('\n');

    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(pieces.length).toBeGreaterThan(1);
    expect(lines).toHaveLength(1 + charges.length + 1);
    expect(lines[1]).toBe(`charge,${charges[0]!.bankSerial},,P0,in,100,2026-11-23,"张三, ""小张""",`);
    expect(lines.at(-2)).toBe(`charge,${charges.at(-1)!.bankSerial},,P24999,in,100,2026-11-23,张三,`);
    expect((await fetch(`${bank.url}/statements/yesterday/lines`)).status).toBe(400);
    expect((await fetch(`${bank.url}/statements/yesterday`)).status).toBe(400);
  });

  it('fails the file’s reader when the bank fails the file', async () => {
    fund(100, '2026-11-23');
    const statement = await port.statement('2026-11-23');
    bank.setBehaviour({ mode: 'drop', times: 1 });

    await expect(fileOf(statement)).rejects.toBeInstanceOf(BankUnavailableError);
  });
});

describe('micro-deposits', () => {
  it('pays a request id once, as before', async () => {
    const request = {
      requestId: 'R1',
      accountName: '健身馆',
      accountNo: merchantAccount,
      bankName: '工商银行',
      amount: '0.37',
    };

    const first = await port.payMicroDeposit(request);
    const repeat = await port.payMicroDeposit(request);

    expect(repeat).toEqual(first);
    expect(bank.payments()).toEqual([expect.objectContaining({ requestId: 'R1', amount: '0.37' })]);
    expect(bank.calls()).toBe(2);
    const control = await fetch(new URL('/control/payments', bank.url));
    expect(await control.json()).toEqual({ calls: 2, payments: bank.payments() });
  });
});
