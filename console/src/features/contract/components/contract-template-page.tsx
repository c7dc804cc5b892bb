import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { TemplateFileEditor } from '@console/features/contract/components/template-file-editor';

const options: ScreenOptions = {
  columns: ['templateName', 'remark'],
  editors: { contractUrl: TemplateFileEditor },
};

/** A contract templates screen: the generic one, its file uploaded in the form. */
function ContractTemplatePage({ name }: { name: string }) {
  return <ResourcePage name={name} options={options} />;
}

/** /prepaid/cus-contract-template */
export function CusContractTemplatePage() {
  return <ContractTemplatePage name="cusContractTemplate" />;
}

/** /prepaid/gene-contract-template */
export function GeneContractTemplatePage() {
  return <ContractTemplatePage name="geneContractTemplate" />;
}
