import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { type StreamStepsTarget, stepOn } from '@platform/commands/stream-steps.decider';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError, ValidationError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import {
  type BankNoticeSignature,
  bankNoticeSignature,
} from '@services/money/deposit/bank-notice-signature.outer-system';
import { type ChargeNotice, chargeNoticeSchema } from '@services/money/deposit/charge-notice.schemas';
import { depositDecider } from '@services/money/deposit/deposit.decider';
import type { BankCharge } from '@services/money/deposit/deposit.events';
import { depositStreamId } from '@services/money/deposit/deposit.stream';
import { depositRefusal, orderDecider, type OrderState } from '@services/money/order/order.decider';
import { OrderLookup } from '@services/money/order/order-lookup';
import { orderStreamId } from '@services/money/order/order.stream';
import { paymentDataLogDecider } from '@services/money/payment-data-log/payment-data-log.decider';
import { stateOf } from '@platform/commands/stream-state';
import type { PaymentNoticeLogged } from '@services/money/payment-data-log/payment-data-log.events';
import { UsualLog } from '@services/log/log.public';
import {
  paymentNoticeStreamId,
  rejectedNoticeStreamId,
} from '@services/money/payment-data-log/payment-data-log.stream';

/**
 * A 400, not a 401: in this product 401 means "no valid token, sign in again" (WIRE.md), and
 * this route takes no token; what it refuses is the notice, as it refuses a malformed one.
 */
const badSignature = '银行签名无效';

/** The usual log's name for a charge put into suspense. */
export const suspenseLogId = 'supervise-bank.suspense';

/** The bank acts as no user of the product: its events name it by this account. */
const bankAccount = 'supervise-bank';

/**
 * The supervise bank's charge notices (bank/charge-notify). In order: the signature is checked,
 * the raw notice is kept in the payment data log (a rejected one too, marked with why; of an
 * unsigned one only its fingerprint), and only
 * then the charge is recorded: matched to the order its paymentNo names when that order awaits
 * exactly this amount (the deposit and the order's frozen money in one atomic write), else into
 * suspense. Every step is idempotent by the bank's serial, so a repeated notice, or the bank's
 * retry after a failure between the steps, completes what is missing and changes nothing else.
 */
@Injectable()
export class ChargeNoticeHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly orders: OrderLookup,
    @Inject(bankNoticeSignature.token) private readonly signature: BankNoticeSignature,
    private readonly usualLog: UsualLog,
    @Inject(RUNTIME) private readonly runtime: RuntimeServices,
  ) {}

  async receive(rawBody: Buffer, signature: string | undefined, request: RequestContext): Promise<void> {
    const at = this.clock.now();
    const body = rawBody.toString('utf8');
    if (!this.signature.isGenuine(rawBody, signature)) {
      await this.logRejected(fingerprintOf(rawBody), body, badSignature, request, at);
      throw new RefusedError(badSignature);
    }
    const parsed = chargeNoticeSchema.safeParse(jsonOrNothing(body));
    if (!parsed.success) {
      const reason = parsed.error.issues[0]?.message ?? '通知内容无法识别';
      await this.logRejected(body, body, reason, request, at);
      throw new ValidationError(reason);
    }
    const charge = chargeOf(parsed.data);
    const order = await this.orders.byPaymentNo(charge.paymentNo);
    // A charge belongs to the tenant of the order its paymentNo names; one that names no order
    // belongs to no merchant's tenant yet, so the platform's operators (tenant 000000) see it.
    const tenantId = order.status === 'present' ? order.tenantId : platformTenantId;
    const bank = { ...request, tenantId, userId: '0', account: bankAccount };
    const notice = this.notice(body, charge, null, tenantId, at);
    await executeAsOne(
      this.executor,
      [noticeStep(paymentNoticeStreamId(charge.bankSerial), notice)],
      bank,
      at,
    );
    await this.recordDeposit(charge, order, bank, at);
  }

  /** Matched when the order awaits exactly this charge; into suspense, with the reason, otherwise. */
  private async recordDeposit(charge: BankCharge, order: OrderState, bank: RequestContext, at: Date) {
    const depositStream = depositStreamId(charge.bankSerial);
    // A charge recorded already changes nothing when its notice comes again, even where an order
    // for it was made since it went into suspense: its money leaves suspense only by an operator.
    const recorded = await stateOf(this.runtime.infrastructure.store, depositDecider, depositStream);
    if (recorded.status !== 'absent') return;
    const id = this.ids.next();
    const transactionId = this.ids.next();
    const metadata = commandMetadata(bank, at);
    const unmatched = async (unmatchedReason: string) => {
      await executeAsOne(
        this.executor,
        [
          stepOn(depositStream, depositDecider, {
            type: 'RecordDeposit',
            data: { id, charge, match: { unmatchedReason }, transactionId },
            metadata,
          }),
        ],
        bank,
        at,
      );
      // Money in suspense waits for an operator: the usual log is where they look for it.
      this.usualLog.warn(
        bank.tenantId,
        suspenseLogId,
        `银行流水 ${charge.bankSerial} 未匹配订单 ${charge.paymentNo}(${unmatchedReason}),已转入挂账`,
      );
    };
    const refusal = depositRefusal(order, charge.amountFen);
    if (refusal !== undefined || order.status !== 'present') return unmatched(refusal ?? '订单不存在');
    const matched: StreamStepsTarget[] = [
      stepOn(depositStream, depositDecider, {
        type: 'RecordDeposit',
        data: { id, charge, match: { orderId: order.id }, transactionId },
        metadata,
      }),
      stepOn(orderStreamId(order.id), orderDecider, {
        type: 'DepositIntoOrder',
        data: { bankSerial: charge.bankSerial, amountFen: charge.amountFen, source: 'bank', transactionId },
        metadata,
      }),
    ];
    try {
      await executeAsOne(this.executor, matched, bank, at);
    } catch (error) {
      // The order moved on since it was read (another charge, a new amount), or this notice's
      // charge was recorded meanwhile: recorded as the deposit's stream now says.
      if (!(error instanceof RefusedError)) throw error;
      await unmatched(error.message);
    }
  }

  /** `kept` is what the log keeps of the body; `body` is read for the serial and paymentNo it claims. */
  private async logRejected(kept: string, body: string, reason: string, request: RequestContext, at: Date) {
    const claimed = jsonOrNothing(body) as Partial<Record<'bankSerial' | 'paymentNo', unknown>> | undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 64) : null);
    const notice = {
      ...this.notice(kept, null, reason, platformTenantId, at),
      bankSerial: text(claimed?.bankSerial),
      paymentNo: text(claimed?.paymentNo),
    };
    const bank = { ...request, tenantId: platformTenantId, userId: '0', account: bankAccount };
    await executeAsOne(this.executor, [noticeStep(rejectedNoticeStreamId(notice.id), notice)], bank, at);
  }

  private notice(
    body: string,
    charge: BankCharge | null,
    rejectedReason: string | null,
    tenantId: string,
    at: Date,
  ): PaymentNoticeLogged['data'] {
    return {
      id: this.ids.next(),
      tenantId,
      bankSerial: charge?.bankSerial ?? null,
      paymentNo: charge?.paymentNo ?? null,
      body,
      receivedAt: at.toISOString(),
      rejectedReason,
    };
  }
}

function noticeStep(streamId: string, notice: PaymentNoticeLogged['data']): StreamStepsTarget {
  return stepOn(streamId, paymentDataLogDecider, { type: 'LogPaymentNotice', notice });
}

/**
 * What the log keeps of a notice the bank did not sign: its digest and size, not its content.
 * Anyone can call this route, and an unsigned body is only the caller's text: keeping it would
 * let any caller store what it likes in the event store. A genuine notice that failed its
 * signature is still recognisable by its digest.
 */
function fingerprintOf(rawBody: Buffer): string {
  return `sha256:${createHash('sha256').update(rawBody).digest('hex')} (${rawBody.length} bytes, unsigned: content not kept)`;
}

function chargeOf({ amount, ...notice }: ChargeNotice): BankCharge {
  return { ...notice, amountFen: amount };
}

function jsonOrNothing(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
