import type { DomainCommand } from '@platform/commands/command-metadata';
import type {
  AuditConfigStatus,
  AuditSettings,
} from '@services/goods/audit-config/goods-audit-config.events';

export type CreateGoodsAuditConfig = DomainCommand<
  'CreateGoodsAuditConfig',
  AuditSettings & { id: string; industryCategoryId: string; status: AuditConfigStatus; createDept: string }
>;
export type UpdateGoodsAuditConfig = DomainCommand<'UpdateGoodsAuditConfig', AuditSettings>;
export type SetGoodsAuditConfigStatus = DomainCommand<
  'SetGoodsAuditConfigStatus',
  { status: AuditConfigStatus }
>;

export type GoodsAuditConfigCommand =
  CreateGoodsAuditConfig | UpdateGoodsAuditConfig | SetGoodsAuditConfigStatus;
