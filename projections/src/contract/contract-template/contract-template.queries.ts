import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

/** Which kind of template: the tenant's own (customer) or the general one. */
export type TemplateKind = 'customer' | 'general';

const tables = {
  customer: 'prepaid_cus_contract_template',
  general: 'prepaid_gene_contract_template',
} as const;

/** Reads of the contract templates, always within one tenant. */
export class ContractTemplateQueries {
  constructor(private readonly db: Kysely<Database>) {}

  /** The newest template of the kind: the one a contract is rendered from. */
  newest(tenantId: string, kind: TemplateKind) {
    return this.db
      .selectFrom(tables[kind])
      .where('tenant_id', '=', tenantId)
      .select(['id', 'template_name as templateName', 'contract_url as contractUrl'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
