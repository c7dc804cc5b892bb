import fc from 'fast-check';
import type { GoodsAuditConfigState } from '@services/goods/audit-config/goods-audit-config.decider';
import { auditConfigStatus } from '@services/goods/audit-config/goods-audit-config.events';
import {
  type Call,
  dataOf,
  type Fields,
  picked,
  type ReadModelScenario,
  succeeded,
  word,
} from '@services/testing/state-as-of/read-model-scenario';

const auditConfigApi = '/api/prepaid-goods/goodsAuditConfig';
const tenantId = '000000';
const shownFields = ['auditRequired', 'remark', 'status'] as const;

/**
 * A goods audit configuration: one per tenant and industry category, so its record id (as the audit
 * explorer names it) is `<tenant>-<category>`, while the calls name it by the id its insert answered.
 * Edited in its settings or switched on and off; it has no removal, so the end is a switch off.
 */
export function goodsAuditConfig(): ReadModelScenario {
  const configIds = new Map<string, string>();
  const configOf = (recordId: string) => configIds.get(recordId)!;
  const setStatus = async (call: Call, recordId: string, status: number) =>
    succeeded(
      await call('POST', `${auditConfigApi}/updateAuditStatus?id=${configOf(recordId)}&status=${status}`),
      'audit configuration switched',
    );
  return {
    type: 'goodsAuditConfig',
    edits: fc.oneof(
      fc.record({ auditRequired: fc.constantFrom(0, 1), remark: word }),
      fc.record({ status: fc.constantFrom(0, 1) }),
    ),
    async create(call, n) {
      const category = await dataOf(
        call<{ id: string }>('POST', '/api/prepaid-merchant/category/submit', {
          parentId: '0',
          industryCategory: `审核配置行业${n}`,
          sort: 1,
        }),
        'category created',
      );
      const config = await dataOf(
        call<{ id: string }>('POST', `${auditConfigApi}/insertAuditConfig`, {
          industryCategoryId: category.id,
          auditRequired: 1,
        }),
        'audit configuration created',
      );
      const recordId = `${tenantId}-${category.id}`;
      configIds.set(recordId, config.id);
      return recordId;
    },
    async apply(call, recordId, command) {
      if (command.kind === 'remove') return setStatus(call, recordId, auditConfigStatus.disabled);
      const { status, ...settings } = command.values;
      if (status !== undefined) return setStatus(call, recordId, status as number);
      succeeded(
        await call('POST', `${auditConfigApi}/updateAuditConfig`, { id: configOf(recordId), ...settings }),
        'audit configuration edited',
      );
    },
    async readModel(call, recordId) {
      const answer = await call<Fields>(
        'GET',
        `${auditConfigApi}/selectAuditConfigDetail?id=${configOf(recordId)}`,
      );
      return answer.code === 404 ? undefined : picked(answer.data, shownFields);
    },
    fromState(state) {
      const config = state as GoodsAuditConfigState | undefined;
      if (!config || config.status === 'absent') return undefined;
      return {
        auditRequired: config.settings.auditRequired,
        remark: config.settings.remark,
        status: auditConfigStatus[config.status],
      };
    },
  };
}
