import { randomInt, randomUUID } from 'node:crypto';
import type { CommandExecutor } from '@platform/commands/command-executor';
import { fold } from '@platform/commands/decider';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import type { EventStore } from '@platform/event-store/event-store.port';
import {
  type BankVerifyCommand,
  bankVerifyStreamId,
  maxVerifyAttempts,
} from '@services/merchant/bank/bank-verify.commands';
import {
  bankVerifyDecider,
  bankVerifyMessages,
  type BankVerifyState,
} from '@services/merchant/bank/bank-verify.decider';
import type { BankVerifyEvent } from '@services/merchant/bank/bank-verify.events';
import type { BankVerifyRepository } from '@services/merchant/bank/bank-verify.repository';
import { BankUnavailableError, type SuperviseBank } from '@services/merchant/bank/supervise-bank.port';
import { merchantNotFound } from '@services/merchant/merchant/merchant.decider';
import type { MerchantsRepository } from '@services/merchant/merchant/merchants.repository';

export const bankUnavailable = '监管银行暂时无法完成打款,请稍后重新发起验证';

export interface BankVerifyDeps {
  executor: CommandExecutor;
  store: EventStore;
  bank: SuperviseBank;
  merchants: MerchantsRepository;
  verifications: BankVerifyRepository;
  /** Fresh request ids and amounts (1–99 fen); tests fix them. */
  random?: { requestId(): string; amountFen(): number };
}

const cryptoRandom = { requestId: () => randomUUID(), amountFen: () => randomInt(1, 100) };

/**
 * Micro-deposit verification of a merchant's supervise account. The request is recorded before
 * the bank is called, and the bank is always called with the open request's id and amount: a
 * timeout, a failure, a retry or two clicks at once can only repeat that request, which the bank
 * pays once. The decider keeps the request open until the bank confirms it.
 */
export class BankVerifyService {
  private readonly random;

  constructor(private readonly deps: BankVerifyDeps) {
    this.random = deps.random ?? cryptoRandom;
  }

  async request(merchantId: string, context: RequestContext, at: Date) {
    const merchant = await this.deps.merchants.find(context.tenantId, merchantId);
    if (!merchant) throw new NotFoundError(merchantNotFound);
    const account = {
      accountName: merchant.bankAccountName,
      accountNo: merchant.bankAccountNo,
      bankName: merchant.bankName,
    };
    await this.run(merchantId, context, at, {
      type: 'RequestBankVerify',
      data: { account, requestId: this.random.requestId(), amountFen: this.random.amountFen() },
    });
    const open = await this.state(merchantId);
    if (open.status !== 'requested') throw new RefusedError(bankVerifyMessages.notPaid);
    try {
      await this.deps.bank.payMicroDeposit({
        requestId: open.requestId,
        ...open.account,
        amount: (open.amountFen / 100).toFixed(2),
      });
    } catch (error) {
      if (!(error instanceof BankUnavailableError)) throw error;
      await this.run(merchantId, context, new Date(), {
        type: 'RecordDepositFailure',
        data: { requestId: open.requestId, reason: error.message },
      });
      throw new RefusedError(bankUnavailable);
    }
    await this.run(merchantId, context, new Date(), {
      type: 'ConfirmDeposit',
      data: { requestId: open.requestId, maxAttempts: maxVerifyAttempts },
    });
    return this.found(await this.deps.verifications.find(context.tenantId, merchantId));
  }

  /** accountVerify: a wrong amount uses a try and answers 400 with the tries left. */
  async verify(merchantId: string, amountFen: number, context: RequestContext, at: Date) {
    const outcome = await this.run(merchantId, context, at, { type: 'VerifyAmount', data: { amountFen } });
    const events = outcome.events.flatMap((stream) => stream.events) as BankVerifyEvent[];
    const failed = events.find((event) => event.type === 'BankVerifyAttemptFailed');
    if (failed) throw new RefusedError(bankVerifyMessages.wrongAmount(failed.data.attemptsLeft));
    return this.found(await this.deps.verifications.find(context.tenantId, merchantId));
  }

  async validAccount(merchantId: string, tenantId: string) {
    const verification = await this.deps.verifications.find(tenantId, merchantId);
    if (!verification || verification.status !== 'verified')
      throw new NotFoundError('该商户暂无已验证的银行账户');
    const { accountName, accountNo, bankName, verifiedTime } = verification;
    return { merchantId, accountName, accountNo, bankName, verifiedTime };
  }

  private found<T>(row: T | undefined): T {
    if (!row) throw new NotFoundError(merchantNotFound);
    return row;
  }

  private async state(merchantId: string): Promise<BankVerifyState> {
    const stream = await this.deps.store.readStream(bankVerifyStreamId(merchantId));
    return fold(
      bankVerifyDecider,
      stream.events.map(({ type, data }) => ({ type, data }) as BankVerifyEvent),
    );
  }

  private run(
    merchantId: string,
    context: RequestContext,
    at: Date,
    command: Omit<BankVerifyCommand, 'metadata'>,
  ) {
    const metadata = {
      merchantId,
      tenantId: context.tenantId,
      callerId: context.userId,
      at: at.toISOString(),
    };
    return this.deps.executor.execute(
      bankVerifyDecider,
      { streamId: bankVerifyStreamId(merchantId), command: { ...command, metadata } as BankVerifyCommand },
      eventMetadataFrom(context, at),
    );
  }
}
