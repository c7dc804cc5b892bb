import type { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import type { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { executeAllOrNothing, runOnEach } from '@platform/commands/all-or-nothing';
import { commandMetadata } from '@platform/commands/command-metadata';
import type { GoodsMouldQueries } from '@projections/goods/goods-mould/goods-mould.queries';
import type { GoodsAuditConfigRepository } from '@services/goods/audit-config/goods-audit-config.repository';
import type { GoodsCommand, GoodsDraft, MouldSnapshot } from '@services/goods/goods.commands';
import { goodsDecider, goodsNotFound } from '@services/goods/goods.decider';
import type { GoodsRecord, GoodsRepository } from '@services/goods/goods.repository';
import type { GoodsForm } from '@services/goods/goods.schemas';
import { goodsStreamId } from '@services/goods/goods.stream';
import type { GoodsProcessLogRepository } from '@services/goods/process-log/goods-process-log.repository';

export interface GoodsHandlerDeps {
  executor: CommandExecutor;
  ids: SnowflakeIdGenerator;
  goods: GoodsRepository;
  moulds: GoodsMouldQueries;
  auditConfigs: GoodsAuditConfigRepository;
  processLogs: GoodsProcessLogRepository;
}

type CommandData<Type extends GoodsCommand['type']> = Extract<GoodsCommand, { type: Type }>['data'];

/**
 * The write side of goods: each method gathers what the decider cannot see (the mould a draft
 * names, the audit configuration of its category, fresh ids), then runs the decider on every
 * target item, all or nothing. Every write answers after the read models show it.
 */
export class GoodsHandlers {
  constructor(private readonly deps: GoodsHandlerDeps) {}

  /** goods/save: a new draft; answers it as the list shows it. */
  async save(form: GoodsForm, context: RequestContext, at: Date): Promise<GoodsRecord> {
    const id = this.deps.ids.next();
    const { draft, mould } = await this.draftOf(form, context);
    const data = { id, draft, stock: form.stock, createDept: context.deptId || '0', mould };
    await this.run([id], 'CreateGoods', () => data, context, at);
    return this.found(context, id);
  }

  /** goods/update: the stock has a call of its own, so the form's stock is not used here. */
  async update(id: string, form: GoodsForm, context: RequestContext, at: Date): Promise<GoodsRecord> {
    const { draft, mould } = await this.draftOf(form, context);
    const audit = await this.deps.auditConfigs.policyFor(context.tenantId, draft.industryCategoryId);
    await this.run(
      [id],
      'UpdateGoods',
      () => ({ draft, mould, audit, logId: this.deps.ids.next() }),
      context,
      at,
    );
    return this.found(context, id);
  }

  /** goods/submitAudit (status 1) and its withdrawal (status 0); goodsProcessLog/submit. */
  async submitAudit(
    ids: readonly string[],
    withdraw: boolean,
    comment: string | null,
    context: RequestContext,
    at: Date,
  ) {
    if (withdraw) {
      await this.run(
        ids,
        'WithdrawGoodsAudit',
        () => ({ logId: this.deps.ids.next(), comment }),
        context,
        at,
      );
      return;
    }
    const policies = await this.policiesOf(ids, context);
    const data = (id: string) => ({
      audit: policies.get(id) ?? { required: false as const },
      logId: this.deps.ids.next(),
      comment,
    });
    await this.run(ids, 'SubmitGoodsForAudit', data, context, at);
  }

  /** goodsProcessLog/process: approve or reject one pending item. */
  async process(
    goodsId: string,
    decision: 'approve' | 'reject',
    comment: string | null,
    context: RequestContext,
    at: Date,
  ) {
    const audit = (await this.policiesOf([goodsId], context)).get(goodsId) ?? { required: false as const };
    const data = { decision, comment, logId: this.deps.ids.next(), audit, callerRoleIds: context.roleIds };
    await this.run([goodsId], 'ProcessGoodsAudit', () => data, context, at);
  }

  async setOnSale(ids: readonly string[], onSale: boolean, context: RequestContext, at: Date) {
    await this.run(ids, onSale ? 'PutGoodsOnSale' : 'TakeGoodsOffSale', () => ({}), context, at);
  }

  async recycle(ids: readonly string[], context: RequestContext, at: Date) {
    await this.run(ids, 'RecycleGoods', () => ({}), context, at);
  }

  async recover(ids: readonly string[], context: RequestContext, at: Date) {
    await this.run(ids, 'RecoverGoods', () => ({}), context, at);
  }

  async updateStock(id: string, stock: number, context: RequestContext, at: Date) {
    await this.run([id], 'UpdateGoodsStock', () => ({ stock }), context, at);
  }

  /** goodsProcessLog/remove: each entry leaves the list through its goods item's stream. */
  async removeProcessLogs(logIds: readonly string[], context: RequestContext, at: Date) {
    const goodsOf = await this.deps.processLogs.goodsOf(context.tenantId, logIds);
    const missing = logIds.filter((logId) => !goodsOf.has(logId));
    if (missing.length > 0) throw new NotFoundError(`流程记录不存在: ${missing.join(', ')}`);
    const metadata = commandMetadata(context, at);
    const targets = logIds.map((logId) => ({
      id: logId,
      streamId: goodsStreamId(goodsOf.get(logId)!),
      command: { type: 'RemoveGoodsProcessLog', data: { logId }, metadata } as GoodsCommand,
    }));
    await executeAllOrNothing(this.deps.executor, goodsDecider, targets, context, at);
  }

  private run<Type extends GoodsCommand['type']>(
    ids: readonly string[],
    type: Type,
    dataFor: (id: string) => CommandData<Type>,
    context: RequestContext,
    at: Date,
  ): Promise<void> {
    const on = { executor: this.deps.executor, decider: goodsDecider, streamIdOf: goodsStreamId };
    return runOnEach(on, ids, type, dataFor, context, at);
  }

  /** The audit policy of each item's category, as the read model knows the item. */
  private async policiesOf(ids: readonly string[], context: RequestContext) {
    const policies = new Map<string, Awaited<ReturnType<GoodsAuditConfigRepository['policyFor']>>>();
    for (const id of ids) {
      const record = await this.deps.goods.findRecord(context.tenantId, id);
      if (record)
        policies.set(id, await this.deps.auditConfigs.policyFor(context.tenantId, record.industryCategoryId));
    }
    return policies;
  }

  private async draftOf(
    form: GoodsForm,
    context: RequestContext,
  ): Promise<{ draft: GoodsDraft; mould: MouldSnapshot | null }> {
    const { id: _id, stock: _stock, ...draft } = form;
    const mould = draft.mouldId
      ? await this.deps.moulds.findEnabled(context.tenantId, draft.mouldId)
      : undefined;
    return { draft, mould: mould ?? null };
  }

  private async found(context: RequestContext, id: string): Promise<GoodsRecord> {
    const record = await this.deps.goods.findRecord(context.tenantId, id);
    if (!record) throw new NotFoundError(goodsNotFound);
    return record;
  }
}
