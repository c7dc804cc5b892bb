/**
 * What other contexts may use of prepaid-contract: the placeholders a template may hold,
 * rendering a template's text with their values, and a contract rendered as PDF from the
 * tenant's templates (ContractDocuments, provided by ContractModule).
 */
export {
  type ContractPlaceholder,
  contractPlaceholders,
  type ContractValues,
  renderContract,
} from '@services/contract/template/contract-placeholders';
export { docxText } from '@services/contract/template/template-text';
/** A minimal .docx of paragraphs (of runs): what tests of other contexts upload as a template. */
export { docxDocument } from '@services/contract/template/docx-document';
export { ContractDocuments, type RenderedContract } from '@services/contract/document/contract-documents';
export { ContractModule } from '@services/contract/contract.module';
