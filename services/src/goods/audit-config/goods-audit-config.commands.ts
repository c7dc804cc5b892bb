import type { CommandMetadata } from '@platform/commands/command-metadata';
import type {
  AuditConfigStatus,
  AuditSettings,
} from '@services/goods/audit-config/goods-audit-config.events';

type AuditConfigCommandOf<Type extends string, Data> = {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
};

export type CreateGoodsAuditConfig = AuditConfigCommandOf<
  'CreateGoodsAuditConfig',
  AuditSettings & { id: string; industryCategoryId: string; status: AuditConfigStatus; createDept: string }
>;
export type UpdateGoodsAuditConfig = AuditConfigCommandOf<'UpdateGoodsAuditConfig', AuditSettings>;
export type SetGoodsAuditConfigStatus = AuditConfigCommandOf<
  'SetGoodsAuditConfigStatus',
  { status: AuditConfigStatus }
>;

export type GoodsAuditConfigCommand =
  CreateGoodsAuditConfig | UpdateGoodsAuditConfig | SetGoodsAuditConfigStatus;
