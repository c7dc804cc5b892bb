import type { CommandMetadata } from '@platform/commands/command-metadata';
import type { MouldContent } from '@services/goods/mould/goods-mould.wire';
import type { MouldProfile, MouldStatus } from '@services/goods/mould/goods-mould.events';

type MouldCommandOf<Type extends string, Data> = { type: Type; data: Data; metadata: CommandMetadata };

export type CreateGoodsMould = MouldCommandOf<
  'CreateGoodsMould',
  MouldProfile & { id: string; content: MouldContent; status: MouldStatus; createDept: string }
>;
export type UpdateGoodsMould = MouldCommandOf<'UpdateGoodsMould', MouldProfile>;
export type SaveGoodsMouldContent = MouldCommandOf<'SaveGoodsMouldContent', { content: MouldContent }>;
export type SetGoodsMouldStatus = MouldCommandOf<'SetGoodsMouldStatus', { status: MouldStatus }>;
export type RemoveGoodsMould = MouldCommandOf<'RemoveGoodsMould', Record<string, never>>;

export type GoodsMouldCommand =
  CreateGoodsMould | UpdateGoodsMould | SaveGoodsMouldContent | SetGoodsMouldStatus | RemoveGoodsMould;
