import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/**
 * A contract template (SPEC.md §7 "Contracts service"): a .docx uploaded through put-file, whose
 * link is contractUrl. Customer and general templates are alike; each has its own menu page,
 * buttons and table. Submit is served by ContractTemplateController: it reads the uploaded file
 * and checks its placeholders before the template is saved.
 */
function contractTemplate(options: {
  name: string;
  path: string;
  table: 'prepaid_cus_contract_template' | 'prepaid_gene_contract_template';
  title: { zh: string; en: string };
  menuCode: string;
}) {
  const code = options.menuCode;
  return defineResource({
    name: options.name,
    title: options.title,
    service: 'prepaid-contract',
    path: options.path,
    table: options.table,
    fields: {
      templateName: field.text({
        label: { zh: '模板名称', en: 'Template name' },
        required: '请输入模板名称',
        maxLength: 64,
        filterable: true,
        sortable: true,
      }),
      contractUrl: field.text({ label: { zh: '合同模板', en: 'Template file' }, required: '请上传合同模板' }),
      remark: field.remark(),
    },
    actions: ['list', 'detail', 'submit', 'remove'],
    servedElsewhere: ['submit'],
    permissions: {
      view: `${code}_view`,
      add: `${code}_add`,
      edit: `${code}_edit`,
      remove: `${code}_delete`,
    },
  });
}

export const cusContractTemplateResource = contractTemplate({
  name: 'cusContractTemplate',
  path: 'cusContractTemplate',
  table: 'prepaid_cus_contract_template',
  title: { zh: '客户合同模板', en: 'Customer contract templates' },
  menuCode: 'cus_contract_template',
});

export const geneContractTemplateResource = contractTemplate({
  name: 'geneContractTemplate',
  path: 'geneContractTemplate',
  table: 'prepaid_gene_contract_template',
  title: { zh: '通用合同模板', en: 'General contract templates' },
  menuCode: 'gene_contract_template',
});
