import { auditColumns, column, readModelTable, type TableOf } from '@projections/support/read-model-table';

/** The columns of both contract template tables (migration 0112), written by the registry's projection. */
const templateColumns = {
  id: column.int8,
  tenant_id: column.text,
  template_name: column.text,
  contract_url: column.text,
  remark: column.nullable(column.text),
  ...auditColumns,
};

export const cusContractTemplateTable = readModelTable('prepaid_cus_contract_template', templateColumns);
export const geneContractTemplateTable = readModelTable('prepaid_gene_contract_template', templateColumns);

declare module '@infra/schema/database' {
  interface Database {
    prepaid_cus_contract_template: TableOf<typeof cusContractTemplateTable>;
    prepaid_gene_contract_template: TableOf<typeof geneContractTemplateTable>;
  }
}
