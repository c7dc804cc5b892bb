import type { DomainCommand } from '@platform/commands/command-metadata';
import type { MouldContent } from '@services/goods/mould/goods-mould.wire';
import type { MouldProfile, MouldStatus } from '@services/goods/mould/goods-mould.events';

export type CreateGoodsMould = DomainCommand<
  'CreateGoodsMould',
  MouldProfile & { id: string; content: MouldContent; status: MouldStatus; createDept: string }
>;
export type UpdateGoodsMould = DomainCommand<'UpdateGoodsMould', MouldProfile>;
export type SaveGoodsMouldContent = DomainCommand<'SaveGoodsMouldContent', { content: MouldContent }>;
export type SetGoodsMouldStatus = DomainCommand<'SetGoodsMouldStatus', { status: MouldStatus }>;
export type RemoveGoodsMould = DomainCommand<'RemoveGoodsMould', Record<string, never>>;

export type GoodsMouldCommand =
  CreateGoodsMould | UpdateGoodsMould | SaveGoodsMouldContent | SetGoodsMouldStatus | RemoveGoodsMould;
