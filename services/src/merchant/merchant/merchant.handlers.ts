import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { executeAllOrNothing, executeAsOne } from '@platform/commands/all-or-nothing';
import { CommandExecutor } from '@platform/commands/command-executor';
import { commandMetadata } from '@platform/commands/command-metadata';
import { eventMetadataFrom } from '@platform/commands/event-metadata';
import { stepOn, streamStepsDecider } from '@platform/commands/stream-steps.decider';
import { uniqueKeySteps } from '@platform/commands/unique-key.decider';
import type { RequestContext } from '@platform/context/request-context';
import { ValidationError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { MerchantQueries } from '@projections/merchant/merchant/merchant.queries';
import type { MerchantCommand } from '@services/merchant/merchant/merchant.commands';
import { merchantDecider } from '@services/merchant/merchant/merchant.decider';
import type { MerchantProfile } from '@services/merchant/merchant/merchant.events';
import type { MerchantForm } from '@services/merchant/merchant/merchant.schemas';
import { merchantStreamId } from '@services/merchant/merchant/merchant.stream';
import { ReferenceChecks } from '@platform/references/reference-checks';

export const creditCodeTaken = '该统一社会信用代码已登记';
/** A credit code belongs to one merchant of a tenant, even under racing registrations. */
const creditCodeKey = {
  kind: 'merchantCreditCode',
  taken: { message: creditCodeTaken, field: 'creditCode' },
};

/**
 * The write side of merchants. What spans records — the credit code unique in the tenant, the
 * category, tags, bank and rules existing in it — is checked here against the read models; the
 * rules of one merchant are its decider's. Every write returns after the read model shows it.
 */
@Injectable()
export class MerchantHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly merchants: MerchantQueries,
    private readonly references: ReferenceChecks,
  ) {}

  /** Registers a merchant (no id) or updates one; answers its id. */
  async submit(form: MerchantForm, context: RequestContext): Promise<string> {
    const at = this.clock.now();
    const { id: givenId, ...values } = form;
    const profile: MerchantProfile = { ...values, industryTags: values.industryTags as string[] };
    await this.assertReferences(profile, givenId, context.tenantId);
    const id = givenId ?? this.ids.next();
    const metadata = commandMetadata(context, at);
    const merchant: MerchantCommand =
      givenId === undefined
        ? { type: 'RegisterMerchant', data: { ...profile, id, createDept: context.deptId }, metadata }
        : { type: 'UpdateMerchant', data: profile, metadata };
    const previousCode =
      givenId === undefined ? undefined : (await this.merchants.find(context.tenantId, id))?.creditCode;
    const codes = uniqueKeySteps(creditCodeKey, context.tenantId, id, metadata.at);
    await executeAsOne(
      this.executor,
      [
        stepOn(merchantStreamId(id), merchantDecider, merchant),
        ...codes.move(previousCode, profile.creditCode),
      ],
      context,
      at,
    );
    return id;
  }

  /**
   * All or nothing: if one id is not a merchant of the tenant, or has goods or an extension,
   * none is removed. Their codes are freed.
   */
  async remove(ids: readonly string[], context: RequestContext): Promise<void> {
    await this.references.assertUnnamed('prepaid_merchant', ids, context.tenantId);
    const at = this.clock.now();
    const metadata = commandMetadata(context, at);
    const codeOf = await this.merchants.creditCodes(context.tenantId, ids);
    const targets = ids.flatMap((id) => {
      const removal = stepOn(merchantStreamId(id), merchantDecider, {
        type: 'RemoveMerchant',
        data: {},
        metadata,
      });
      const release = uniqueKeySteps(creditCodeKey, context.tenantId, id, metadata.at).release(
        codeOf.get(id),
      );
      return [removal, ...release].map((target) => ({ ...target, id }));
    });
    await executeAllOrNothing(this.executor, streamStepsDecider, targets, context, at);
  }

  /** saveMerchantRule: binds the merchant to exactly these rules, all of which must exist. */
  async setRules(merchantId: string, ruleIds: string[], context: RequestContext): Promise<void> {
    await this.references.assertExist('prepaid_merchant_rule', { ruleIds }, context.tenantId);
    const at = this.clock.now();
    const command: MerchantCommand = {
      type: 'SetMerchantRules',
      data: { ruleIds },
      metadata: commandMetadata(context, at),
    };
    await this.executor.execute(
      merchantDecider,
      { streamId: merchantStreamId(merchantId), command },
      eventMetadataFrom(context, at),
    );
  }

  private async assertReferences(
    profile: MerchantProfile,
    id: string | undefined,
    tenantId: string,
  ): Promise<void> {
    const holder = await this.merchants.creditCodeHolder(tenantId, profile.creditCode);
    if (holder !== undefined && holder !== id) throw new ValidationError(creditCodeTaken, 'creditCode');
    await this.references.assertExist('prepaid_merchant', profile, tenantId);
  }
}
