import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { RuntimeServices } from '@platform/runtime/runtime-services';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import { CutPaymentQueries } from '@projections/money/cut-payment/cut-payment.queries';
import { ContractDocuments } from '@services/contract/contract.public';
import type { CutPaymentCommand } from '@services/money/cut-payment/cut-payment.commands';
import { cutPaymentContractValues } from '@services/money/cut-payment/cut-payment-contract-values';
import { cutPaymentDecider, cutPaymentNotFound } from '@services/money/cut-payment/cut-payment.decider';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import { stateOf } from '@platform/commands/stream-state';
import { Attachments } from '@services/resource/resource.public';

/**
 * createContract: the application's contract, rendered from its merchant's template, stored as
 * a PDF attachment of the tenant and recorded on the application (CutPaymentContractCreated), so
 * that the console and an auditor find it. Rendering runs in the request: a page of text takes
 * about 0.2 s, and the file goes through the same storage port put-file writes in its request;
 * it moves no money and calls no outer system. An application that has its contract answers it.
 */
@Injectable()
export class CutPaymentContractHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly clock: Clock,
    private readonly applications: CutPaymentQueries,
    private readonly merchants: MerchantQueries,
    private readonly contracts: ContractDocuments,
    private readonly attachments: Attachments,
    @Inject(RUNTIME) private readonly runtime: RuntimeServices,
  ) {}

  /** The contract's stored link (unsigned). */
  async createContract(id: string, caller: RequestContext): Promise<string> {
    const application = await this.found(caller, id);
    if (application.contractLink) return application.contractLink;
    const merchant = await this.merchants.find(caller.tenantId, application.merchantId);
    if (!merchant) throw new NotFoundError('商户不存在');
    const at = this.clock.now();
    const values = cutPaymentContractValues(application, merchant, at);
    const { pdf, templateName } = await this.contracts.render(caller.tenantId, values);
    const originalName = `划拨合同-${application.orgPaymentNo}.pdf`;
    const stored = await this.attachments.store({ originalName, content: pdf }, undefined, caller);
    const command: CutPaymentCommand = {
      type: 'RecordCutPaymentContract',
      data: {
        orgPaymentNo: application.orgPaymentNo,
        contractLink: stored.link.split('?')[0]!,
        attachId: stored.attachId,
        templateName,
      },
      metadata: commandMetadata(caller, at),
    };
    const streamId = cutPaymentStreamId(application.merchantId);
    const outcome = await this.executor.execute(
      cutPaymentDecider,
      { streamId, command },
      eventMetadataFrom(caller, at),
    );
    if (outcome.events.length > 0) return command.data.contractLink;
    // A racing call recorded its contract first: that one is the contract. It is read from the
    // stream, which the read model may not show yet; this rendering, which nothing records, is
    // removed rather than left as a stray attachment.
    await this.attachments.remove([stored.attachId], caller);
    const book = await stateOf(this.runtime.infrastructure.store, cutPaymentDecider, streamId);
    return book.applications[application.orgPaymentNo]!.contractLink!;
  }

  private async found(caller: RequestContext, id: string) {
    const application = await this.applications.findRecord(caller.tenantId, id);
    if (!application) throw new NotFoundError(cutPaymentNotFound);
    return application;
  }
}
