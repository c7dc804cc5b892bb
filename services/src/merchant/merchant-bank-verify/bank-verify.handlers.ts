import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { stateOf } from '@platform/commands/stream-state';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import {
  type BankVerifyCommand,
  maxVerifyAttempts,
} from '@services/merchant/merchant-bank-verify/bank-verify.commands';
import {
  bankVerifyDecider,
  bankVerifyMessages,
} from '@services/merchant/merchant-bank-verify/bank-verify.decider';
import type {
  BankVerifyEvent,
  VerifiedAccount,
} from '@services/merchant/merchant-bank-verify/bank-verify.events';
import { bankVerifyStreamId } from '@services/merchant/merchant-bank-verify/bank-verify.stream';
import { merchantNotFound } from '@services/merchant/merchant/merchant.decider';

/** A request the bank has not confirmed yet: what its payment sends, always the same. */
export interface OpenRequest {
  merchantId: string;
  requestId: string;
  amountFen: number;
  account: VerifiedAccount;
}

/**
 * The write side of bank verification, one method per command. It never calls the bank: the
 * payment job (bank-verify.jobs.ts) pays the open request and reports the answer back through
 * confirmDeposit or recordDepositFailure. Built over the running platform, so that Nest builds
 * it for the HTTP calls and the job handlers build it for the job.
 */
@Injectable()
export class BankVerifyHandlers {
  constructor(
    @Inject(RUNTIME) private readonly platform: RuntimeServices,
    private readonly merchants: MerchantQueries,
  ) {}

  /**
   * requestBankVerify: opens a request for the merchant's account with a fresh id and a random
   * amount (1–99 fen), or keeps the one still open, and answers it.
   */
  async request(merchantId: string, caller: RequestContext): Promise<OpenRequest> {
    const merchant = await this.merchants.find(caller.tenantId, merchantId);
    if (!merchant) throw new NotFoundError(merchantNotFound);
    const account = {
      accountName: merchant.bankAccountName,
      accountNo: merchant.bankAccountNo,
      bankName: merchant.bankName,
    };
    await this.run(merchantId, caller, {
      type: 'RequestBankVerify',
      data: { account, requestId: randomUUID(), amountFen: randomInt(1, 100) },
    });
    const open = await this.openRequest(merchantId);
    if (!open) throw new RefusedError(bankVerifyMessages.notPaid);
    return open;
  }

  /** accountVerify: a wrong amount uses a try and is refused with the tries left. */
  async verify(merchantId: string, amountFen: number, caller: RequestContext): Promise<void> {
    const outcome = await this.run(merchantId, caller, { type: 'VerifyAmount', data: { amountFen } });
    const events = outcome.events.flatMap((stream) => stream.events) as BankVerifyEvent[];
    const failed = events.find((event) => event.type === 'BankVerifyAttemptFailed');
    if (failed) throw new RefusedError(bankVerifyMessages.wrongAmount(failed.data.attemptsLeft));
  }

  /** The bank paid the request: the merchant may now enter the amount. */
  async confirmDeposit(merchantId: string, requestId: string, caller: RequestContext): Promise<void> {
    await this.run(merchantId, caller, {
      type: 'ConfirmDeposit',
      data: { requestId, maxAttempts: maxVerifyAttempts },
    });
  }

  /** The bank did not confirm: the request stays open, to be paid with the same id. */
  async recordDepositFailure(
    merchantId: string,
    requestId: string,
    reason: string,
    caller: RequestContext,
  ): Promise<void> {
    await this.run(merchantId, caller, { type: 'RecordDepositFailure', data: { requestId, reason } });
  }

  /** The merchant's request the bank has not confirmed, read from its stream; none once paid. */
  async openRequest(merchantId: string): Promise<OpenRequest | undefined> {
    const state = await stateOf(
      this.platform.infrastructure.store,
      bankVerifyDecider,
      bankVerifyStreamId(merchantId),
    );
    if (state.status !== 'requested') return undefined;
    const { requestId, amountFen, account } = state;
    return { merchantId, requestId, amountFen, account };
  }

  private run(merchantId: string, caller: RequestContext, command: Omit<BankVerifyCommand, 'metadata'>) {
    const at = this.platform.clock.now();
    const metadata = { merchantId, tenantId: caller.tenantId, callerId: caller.userId, at: at.toISOString() };
    return this.platform.executor.execute(
      bankVerifyDecider,
      { streamId: bankVerifyStreamId(merchantId), command: { ...command, metadata } as BankVerifyCommand },
      eventMetadataFrom(caller, at),
    );
  }
}
