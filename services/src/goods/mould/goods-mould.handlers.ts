import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { CommandExecutor } from '@platform/commands/command-executor';
import type { RequestContext } from '@platform/context/request-context';
import { SnowflakeIdGenerator } from '@platform/ids/snowflake-id.generator';
import { executeAsOne, runOnEach } from '@platform/commands/all-or-nothing';
import { commandMetadata } from '@platform/commands/command-metadata';
import type { GoodsMouldCommand } from '@services/goods/mould/goods-mould.commands';
import { goodsMouldDecider } from '@services/goods/mould/goods-mould.decider';
import type { MouldStatus } from '@services/goods/mould/goods-mould.events';
import type { MouldForm } from '@services/goods/mould/goods-mould.schemas';
import { goodsMouldStreamId } from '@services/goods/mould/goods-mould.stream';
import type { MouldContent } from '@services/goods/mould/goods-mould.wire';
import { ReferenceChecks } from '@platform/references/reference-checks';

type CommandData<Type extends GoodsMouldCommand['type']> = Extract<GoodsMouldCommand, { type: Type }>['data'];

/** The write side of goods moulds: one decider run per mould, all or nothing. */
@Injectable()
export class GoodsMouldHandlers {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: SnowflakeIdGenerator,
    private readonly clock: Clock,
    private readonly references: ReferenceChecks,
  ) {}

  /** Answers the id of the mould created or updated; its industries are the tenant's categories. */
  async submit(form: MouldForm, context: RequestContext): Promise<string> {
    await this.references.assertExist('prepaid_goods_mould', form, context.tenantId);
    const at = this.clock.now();
    const profile = {
      mouldName: form.mouldName,
      industryId: form.industryId,
      industryMainId: form.industryMainId,
      remark: form.remark,
    };
    if (form.id !== undefined) {
      // The profile and the content change together or not at all: two steps of one append.
      const metadata = commandMetadata(context, at);
      const steps: GoodsMouldCommand[] = [{ type: 'UpdateGoodsMould', data: profile, metadata }];
      if (form.mouldContent)
        steps.push({ type: 'SaveGoodsMouldContent', data: { content: form.mouldContent }, metadata });
      const target = {
        streamId: goodsMouldStreamId(form.id),
        command: steps.map((command) => ({ decider: goodsMouldDecider, command })),
      };
      await executeAsOne(this.executor, [target], context, at);
      return form.id;
    }
    const id = this.ids.next();
    const data = {
      id,
      ...profile,
      content: form.mouldContent ?? [],
      status: form.status as MouldStatus,
      createDept: context.deptId || '0',
    };
    await this.run([id], 'CreateGoodsMould', () => data, context);
    return id;
  }

  async saveContent(id: string, content: MouldContent, context: RequestContext) {
    await this.run([id], 'SaveGoodsMouldContent', () => ({ content }), context);
  }

  async setStatus(ids: readonly string[], status: MouldStatus, context: RequestContext) {
    await this.run(ids, 'SetGoodsMouldStatus', () => ({ status }), context);
  }

  /** Moulds no goods item was made from. */
  async remove(ids: readonly string[], context: RequestContext) {
    await this.references.assertUnnamed('prepaid_goods_mould', ids, context.tenantId);
    await this.run(ids, 'RemoveGoodsMould', () => ({}), context);
  }

  private run<Type extends GoodsMouldCommand['type']>(
    ids: readonly string[],
    type: Type,
    dataFor: (id: string) => CommandData<Type>,
    context: RequestContext,
  ): Promise<void> {
    const on = { executor: this.executor, decider: goodsMouldDecider, streamIdOf: goodsMouldStreamId };
    return runOnEach(on, ids, type, dataFor, context, this.clock.now());
  }
}
