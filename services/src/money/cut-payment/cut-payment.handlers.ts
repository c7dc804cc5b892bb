import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { type StreamStep, stepOn } from '@platform/commands/stream-steps.decider';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { ReferenceChecks } from '@platform/references/reference-checks';
import { CutPaymentQueries } from '@projections/money/cut-payment/cut-payment.queries';
import { OrderQueries } from '@projections/money/order/order.queries';
import { BankVerifyQueries } from '@projections/merchant/bank-verify/bank-verify.queries';
import { fenOf } from '@services/money/amount.wire';
import type { CutPaymentCommand } from '@services/money/cut-payment/cut-payment.commands';
import { cutPaymentDecider, cutPaymentNotFound } from '@services/money/cut-payment/cut-payment.decider';
import { cutPaymentStatus, type PayeeAccount } from '@services/money/cut-payment/cut-payment.events';
import type { CutPaymentApplicationForm } from '@services/money/cut-payment/cut-payment.schemas';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import { MoneyJobs } from '@services/money/money.jobs';

/** Per merchant, the applications to send and the serial each gets. */
type Plan = ReadonlyArray<{ merchantId: string; serials: Array<{ orgPaymentNo: string; serial: string }> }>;

/**
 * The write side of cut-payments. It never calls the bank: a submission records the serials
 * and the pending transfers, then enqueues one sending job per serial (cut-payment.jobs.ts).
 */
@Injectable()
export class CutPaymentHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly references: ReferenceChecks,
    private readonly applications: CutPaymentQueries,
    private readonly orders: OrderQueries,
    private readonly verifications: BankVerifyQueries,
    private readonly jobs: MoneyJobs,
  ) {}

  /** cutPaymentApply/apply: answers the application's id. */
  async apply(form: CutPaymentApplicationForm, caller: RequestContext): Promise<string> {
    await this.references.assertExist('prepaid_cut_payment_apply', form, caller.tenantId);
    const payee = await this.payeeOf(form.merchantId, caller);
    const { merchantId, orgPaymentNo, batchNo, amount } = form;
    const id = this.ids.next();
    await this.run(merchantId, caller, {
      type: 'ApplyCutPayment',
      data: { id, merchantId, orgPaymentNo, batchNo, amountFen: amount, payee },
    });
    return id;
  }

  /** cutPaymentApply/remove: applications not yet submitted, all or nothing. */
  async remove(ids: readonly string[], caller: RequestContext): Promise<void> {
    const rows = await this.found(ids, caller);
    const at = this.clock.now();
    const metadata = commandMetadata(caller, at);
    // Several applications of one merchant are several steps on its one stream.
    const steps = new Map<string, StreamStep[]>();
    for (const { merchantId, orgPaymentNo } of rows) {
      const command: CutPaymentCommand = { type: 'RemoveCutPayment', data: { orgPaymentNo }, metadata };
      steps.set(merchantId, [...(steps.get(merchantId) ?? []), { decider: cutPaymentDecider, command }]);
    }
    const targets = [...steps].map(([merchantId, command]) => ({
      streamId: cutPaymentStreamId(merchantId),
      command,
    }));
    await executeAsOne(this.executor, targets, caller, at);
  }

  /**
   * cutPaymentApply/submit: each application gets its serial now, once; the bank is told by the
   * jobs enqueued after the write. One already sent keeps its serial and is not written again:
   * its job is enqueued again under that serial, which adds nothing while the job exists and
   * recovers it when the process stopped between the write and the enqueue.
   */
  async submit(ids: readonly string[], caller: RequestContext): Promise<void> {
    const rows = await this.found(ids, caller);
    const sent = rows.flatMap(({ merchantId, orgPaymentNo, serial, status }) =>
      status === cutPaymentStatus.pending && serial
        ? [{ merchantId, serials: [{ orgPaymentNo, serial }] }]
        : [],
    );
    const unsent = rows.filter((row) => row.status !== cutPaymentStatus.pending);
    if (unsent.length > 0)
      await this.send(this.serialsByMerchant(unsent), caller, (serials, read) => ({
        type: 'SubmitCutPayments',
        data: { ...read, serials },
      }));
    await this.enqueue(sent, caller);
  }

  /**
   * manualCutPayment: the failed applications of a batch go to the bank again, each under a new
   * serial. Safe because each old serial is void: the bank refused it for good (a definite
   * refusal, never a timeout — an unknown outcome stays pending until the status query answers),
   * so nothing moved under it and nothing ever will; its pending transfer was voided once and
   * its late answer, were one to come, is recorded as nothing.
   */
  async resubmitBatch(batchNo: string, caller: RequestContext): Promise<void> {
    const failed = (await this.applications.ofBatch(caller.tenantId, batchNo)).filter(
      (row) => row.status === cutPaymentStatus.failed,
    );
    if (failed.length === 0) throw new RefusedError('该批次没有划拨失败的申请');
    await this.send(this.serialsByMerchant(failed), caller, (serials, read) => ({
      type: 'ResubmitCutPaymentBatch',
      data: { batchNo, ...read, serials },
    }));
  }

  private async creditedFen(merchantId: string): Promise<number> {
    return fenOf(await this.orders.creditedToMerchant(merchantId));
  }

  /**
   * Where a merchant's money goes: the account it proved by bank verification and still holds,
   * never one an application names, so that an application cannot redirect a payment; null when
   * there is none, which the decider refuses.
   */
  private async payeeOf(merchantId: string, caller: RequestContext): Promise<PayeeAccount | null> {
    const verified = await this.verifications.verifiedAccount(caller.tenantId, merchantId);
    return verified ? { accountNo: verified.accountNo, accountName: verified.accountName } : null;
  }

  private async found(ids: readonly string[], caller: RequestContext) {
    const rows = await Promise.all(ids.map((id) => this.applications.findRecord(caller.tenantId, id)));
    if (rows.some((row) => !row)) throw new NotFoundError(cutPaymentNotFound);
    return rows.map((row) => row!);
  }

  /** The rows' applications by merchant, each with a fresh serial (used only if the write lands). */
  private serialsByMerchant(rows: ReadonlyArray<{ merchantId: string; orgPaymentNo: string }>): Plan {
    const plan = new Map<string, Array<{ orgPaymentNo: string; serial: string }>>();
    for (const { merchantId, orgPaymentNo } of rows)
      plan.set(merchantId, [...(plan.get(merchantId) ?? []), { orgPaymentNo, serial: this.ids.next() }]);
    return [...plan].map(([merchantId, serials]) => ({ merchantId, serials }));
  }

  /**
   * One command per merchant's stream, given what its payable has received and the account it
   * holds verified, all or nothing; then the sending jobs.
   */
  private async send(
    plan: Plan,
    caller: RequestContext,
    commandOf: (
      serials: Plan[number]['serials'],
      read: { creditedFen: number; payee: PayeeAccount | null },
    ) => Omit<CutPaymentCommand, 'metadata'>,
  ): Promise<void> {
    const read = await Promise.all(
      plan.map(async ({ merchantId }) => ({
        creditedFen: await this.creditedFen(merchantId),
        payee: await this.payeeOf(merchantId, caller),
      })),
    );
    const at = this.clock.now();
    const metadata = commandMetadata(caller, at);
    const targets = plan.map(({ merchantId, serials }, index) =>
      stepOn(cutPaymentStreamId(merchantId), cutPaymentDecider, {
        ...commandOf(serials, read[index]!),
        metadata,
      } as CutPaymentCommand),
    );
    await executeAsOne(this.executor, targets, caller, at);
    await this.enqueue(plan, caller);
  }

  /**
   * After the write: should the process stop before this, the serials stay pending with no job
   * until the application is submitted again (submit enqueues it under the same serial).
   */
  private async enqueue(plan: Plan, caller: RequestContext) {
    for (const { merchantId, serials } of plan)
      for (const { serial } of serials)
        await this.jobs.enqueue('money.sendCutPayment', { merchantId, serial, caller });
  }

  private run(merchantId: string, caller: RequestContext, command: Omit<CutPaymentCommand, 'metadata'>) {
    const at = this.clock.now();
    const target = {
      streamId: cutPaymentStreamId(merchantId),
      command: { ...command, metadata: commandMetadata(caller, at) } as CutPaymentCommand,
    };
    return this.executor.execute(cutPaymentDecider, target, eventMetadataFrom(caller, at));
  }
}
