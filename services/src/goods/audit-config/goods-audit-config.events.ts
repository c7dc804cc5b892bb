import type { DomainEvent } from '@platform/commands/decider';

/** Whether goods of the configured industry category need an audit, and which role audits. */
export interface AuditSettings {
  /** 1 goods are audited before going on sale; 0 they go on sale when submitted. */
  auditRequired: 0 | 1;
  /** The role whose holders may process the audit; null for anyone with the process button. */
  auditRoleId: string | null;
  remark: string | null;
}

/** 1 enabled: the configuration applies; 0 disabled: goods of its category go unaudited. */
export const auditConfigStatus = { disabled: 0, enabled: 1 } as const;
export type AuditConfigStatus = (typeof auditConfigStatus)[keyof typeof auditConfigStatus];

interface Acted {
  id: string;
  by: string;
  at: string;
}

export type GoodsAuditConfigCreated = DomainEvent<
  'GoodsAuditConfigCreated',
  AuditSettings & {
    id: string;
    tenantId: string;
    industryCategoryId: string;
    status: AuditConfigStatus;
    createUser: string;
    createDept: string;
    createTime: string;
  }
>;
export type GoodsAuditConfigUpdated = DomainEvent<'GoodsAuditConfigUpdated', AuditSettings & Acted>;
export type GoodsAuditConfigEnabled = DomainEvent<'GoodsAuditConfigEnabled', Acted>;
export type GoodsAuditConfigDisabled = DomainEvent<'GoodsAuditConfigDisabled', Acted>;

export type GoodsAuditConfigEvent =
  GoodsAuditConfigCreated | GoodsAuditConfigUpdated | GoodsAuditConfigEnabled | GoodsAuditConfigDisabled;
