import type {
  AuditConfigStatus,
  AuditSettings,
} from '@services/goods/audit-config/goods-audit-config.events';

/** Who acts, in which tenant, and when (ISO-8601): filled by the handler. */
export interface AuditConfigCommandMetadata {
  tenantId: string;
  callerId: string;
  at: string;
}

type AuditConfigCommandOf<Type extends string, Data> = {
  type: Type;
  data: Data;
  metadata: AuditConfigCommandMetadata;
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
