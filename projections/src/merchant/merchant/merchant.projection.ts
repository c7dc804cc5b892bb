import { sql } from 'kysely';
import type { StoredEvent } from '@platform/event-store/event-store.port';
import { assertNever } from '@platform/lang/assert-never';
import { merchantRuleTable, merchantTable } from '@projections/merchant/merchant/merchant.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { mergeChange, type RowChange, writeRowChanges } from '@projections/support/row-changes';
import type { MerchantEvent, MerchantProfile } from '@services/merchant/merchant/merchant.events';

type MerchantRow = RowOf<typeof merchantTable>;
type RuleLink = RowOf<typeof merchantRuleTable>;

/**
 * The merchant read models: one row per present merchant (prepaid_merchant) and its rule links
 * (prepaid_merchant_rule). A batch is folded per merchant in memory, then written with one
 * upsert, one merging UPDATE, one delete and one replacement of rule links. Every event sets
 * values, so a replay leaves the same rows.
 */
export const merchantProjection: Projection = {
  name: 'merchant-read-model',
  handles: ['MerchantRegistered', 'MerchantUpdated', 'MerchantRulesSet', 'MerchantRemoved'] satisfies Array<
    MerchantEvent['type']
  >,
  tables: [merchantTable.name, merchantRuleTable.name],

  async apply(trx, events) {
    const { changes, rules } = fold(events);
    await writeRowChanges(trx, merchantTable, changes);
    const removals = [...changes].flatMap(([id, change]) => (change.kind === 'removed' ? [id] : []));
    const replaced = [...rules.keys(), ...removals];
    if (replaced.length > 0) {
      await trx
        .deleteFrom('prepaid_merchant_rule')
        .where(sql<boolean>`merchant_id = ANY(${replaced}::bigint[])`)
        .execute();
    }
    const links: RuleLink[] = [...rules].flatMap(([merchantId, { tenantId, ruleIds }]) =>
      removals.includes(merchantId)
        ? []
        : ruleIds.map((ruleId) => ({ tenant_id: tenantId, merchant_id: merchantId, rule_id: ruleId })),
    );
    if (links.length > 0)
      await trx
        .insertInto('prepaid_merchant_rule')
        .values(links)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
  },
};

function fold(events: readonly StoredEvent[]) {
  const changes = new Map<string, RowChange<MerchantRow>>();
  const rules = new Map<string, { tenantId: string; ruleIds: string[] }>();
  for (const stored of events) {
    const event = { type: stored.type, data: stored.data } as MerchantEvent;
    const { id } = event.data;
    switch (event.type) {
      case 'MerchantRegistered': {
        const { data } = event;
        changes.set(id, {
          kind: 'row',
          row: {
            id,
            tenant_id: data.tenantId,
            ...profileColumns(data),
            create_user: data.createUser,
            create_dept: data.createDept,
            create_time: data.createTime,
            update_user: data.createUser,
            update_time: data.createTime,
            status: 1,
          },
        });
        break;
      }
      case 'MerchantUpdated':
        changes.set(
          id,
          mergeChange(changes.get(id), {
            kind: 'patch',
            patch: { ...profileColumns(event.data), update_user: event.data.by, update_time: event.data.at },
          }),
        );
        break;
      case 'MerchantRulesSet':
        rules.set(id, { tenantId: event.data.tenantId, ruleIds: event.data.ruleIds });
        break;
      case 'MerchantRemoved':
        changes.set(id, { kind: 'removed' });
        break;
      default:
        assertNever(event);
    }
  }
  return { changes, rules };
}

function profileColumns(profile: MerchantProfile) {
  return {
    merchant_name: profile.merchantName,
    credit_code: profile.creditCode,
    legal_person: profile.legalPerson,
    contact_name: profile.contactName,
    phone: profile.phone,
    address: profile.address,
    industry_category: profile.industryCategory,
    industry_tags: profile.industryTags.join(','),
    supervise_bank_id: profile.superviseBankId,
    bank_account_name: profile.bankAccountName,
    bank_account_no: profile.bankAccountNo,
    bank_name: profile.bankName,
    digital_yuan_wallet: profile.digitalYuanWallet,
  } satisfies Partial<MerchantRow>;
}
