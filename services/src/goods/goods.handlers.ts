import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { ReferenceChecks } from '@platform/references/reference-checks';
import { executeAllOrNothing, runOnEach } from '@platform/commands/all-or-nothing';
import { commandMetadata } from '@platform/commands/command-metadata';
import { GoodsAuditConfigQueries } from '@projections/goods/goods-audit-config/goods-audit-config.queries';
import { GoodsMouldQueries } from '@projections/goods/goods-mould/goods-mould.queries';
import { GoodsProcessLogQueries } from '@projections/goods/goods-process-log/goods-process-log.queries';
import { GoodsQueries } from '@projections/goods/goods/goods.queries';
import type { AuditPolicy, GoodsCommand, GoodsDraft, MouldSnapshot } from '@services/goods/goods.commands';
import { goodsDecider } from '@services/goods/goods.decider';
import type { GoodsForm } from '@services/goods/goods.schemas';
import { goodsStreamId } from '@services/goods/goods.stream';

type CommandData<Type extends GoodsCommand['type']> = Extract<GoodsCommand, { type: Type }>['data'];

const unaudited: AuditPolicy = { required: false };

/**
 * The write side of goods: each method gathers what the decider cannot see (the merchant,
 * category and mould a draft names, the audit configuration of its category, fresh ids), then runs the decider on every
 * target item, all or nothing. Every write answers after the read models show it.
 */
@Injectable()
export class GoodsHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly goods: GoodsQueries,
    private readonly moulds: GoodsMouldQueries,
    private readonly auditConfigs: GoodsAuditConfigQueries,
    private readonly processLogs: GoodsProcessLogQueries,
    private readonly references: ReferenceChecks,
  ) {}

  /** goods/save: a new draft; answers its id. */
  async save(form: GoodsForm, context: RequestContext): Promise<string> {
    const id = this.ids.next();
    const { draft, mould } = await this.draftOf(form, context);
    const data = { id, draft, stock: form.stock, createDept: context.deptId || '0', mould };
    await this.run([id], 'CreateGoods', () => data, context);
    return id;
  }

  /** goods/update: the stock has a call of its own, so the form's stock is not used here. */
  async update(id: string, form: GoodsForm, context: RequestContext): Promise<void> {
    const { draft, mould } = await this.draftOf(form, context);
    const audit = await this.policyOf(context, draft.industryCategoryId);
    await this.run([id], 'UpdateGoods', () => ({ draft, mould, audit, logId: this.ids.next() }), context);
  }

  /** goods/submitAudit (status 1) and its withdrawal (status 0); goodsProcessLog/submit. */
  async submitAudit(
    ids: readonly string[],
    withdraw: boolean,
    comment: string | null,
    context: RequestContext,
  ) {
    if (withdraw) {
      await this.run(ids, 'WithdrawGoodsAudit', () => ({ logId: this.ids.next(), comment }), context);
      return;
    }
    const policies = await this.policiesOf(ids, context);
    const data = (id: string) => ({
      audit: policies.get(id) ?? unaudited,
      logId: this.ids.next(),
      comment,
    });
    await this.run(ids, 'SubmitGoodsForAudit', data, context);
  }

  /** goodsProcessLog/process: approve or reject one pending item. */
  async process(
    goodsId: string,
    decision: 'approve' | 'reject',
    comment: string | null,
    context: RequestContext,
  ) {
    const audit = (await this.policiesOf([goodsId], context)).get(goodsId) ?? unaudited;
    const data = { decision, comment, logId: this.ids.next(), audit, callerRoleIds: context.roleIds };
    await this.run([goodsId], 'ProcessGoodsAudit', () => data, context);
  }

  async setOnSale(ids: readonly string[], onSale: boolean, context: RequestContext) {
    await this.run(ids, onSale ? 'PutGoodsOnSale' : 'TakeGoodsOffSale', () => ({}), context);
  }

  async recycle(ids: readonly string[], context: RequestContext) {
    await this.run(ids, 'RecycleGoods', () => ({}), context);
  }

  async recover(ids: readonly string[], context: RequestContext) {
    await this.run(ids, 'RecoverGoods', () => ({}), context);
  }

  async updateStock(id: string, stock: number, context: RequestContext) {
    await this.run([id], 'UpdateGoodsStock', () => ({ stock }), context);
  }

  /** goodsProcessLog/remove: each entry leaves the list through its goods item's stream. */
  async removeProcessLogs(logIds: readonly string[], context: RequestContext) {
    const goodsOf = await this.processLogs.goodsOf(context.tenantId, logIds);
    const missing = logIds.filter((logId) => !goodsOf.has(logId));
    if (missing.length > 0) throw new NotFoundError(`流程记录不存在: ${missing.join(', ')}`);
    const at = this.clock.now();
    const metadata = commandMetadata(context, at);
    const targets = logIds.map((logId) => ({
      id: logId,
      streamId: goodsStreamId(goodsOf.get(logId)!),
      command: { type: 'RemoveGoodsProcessLog', data: { logId }, metadata } as GoodsCommand,
    }));
    await executeAllOrNothing(this.executor, goodsDecider, targets, context, at);
  }

  private run<Type extends GoodsCommand['type']>(
    ids: readonly string[],
    type: Type,
    dataFor: (id: string) => CommandData<Type>,
    context: RequestContext,
  ): Promise<void> {
    const on = { executor: this.executor, decider: goodsDecider, streamIdOf: goodsStreamId };
    return runOnEach(on, ids, type, dataFor, context, this.clock.now());
  }

  /** Whether goods of the category need an audit: an enabled configuration that requires one. */
  private async policyOf(context: RequestContext, industryCategoryId: string): Promise<AuditPolicy> {
    const config = await this.auditConfigs.findRequiringAudit(context.tenantId, industryCategoryId);
    return config ? { required: true, auditRoleId: config.auditRoleId } : unaudited;
  }

  /** The audit policy of each item's category, as the read model knows the item. */
  private async policiesOf(ids: readonly string[], context: RequestContext) {
    const policies = new Map<string, AuditPolicy>();
    for (const id of ids) {
      const record = await this.goods.findRecord(context.tenantId, id);
      if (record) policies.set(id, await this.policyOf(context, record.industryCategoryId));
    }
    return policies;
  }

  private async draftOf(
    form: GoodsForm,
    context: RequestContext,
  ): Promise<{ draft: GoodsDraft; mould: MouldSnapshot | null }> {
    await this.references.assertExist('prepaid_goods', form, context.tenantId);
    const { id: _id, stock: _stock, ...draft } = form;
    const mould = draft.mouldId ? await this.moulds.findEnabled(context.tenantId, draft.mouldId) : undefined;
    return { draft, mould: mould ?? null };
  }
}
