/**
 * What other contexts may use of prepaid-contract: the placeholders a template may hold, and
 * rendering a template's text with their values (an order's contract).
 */
export {
  type ContractPlaceholder,
  contractPlaceholders,
  type ContractValues,
  renderContract,
} from '@services/contract/template/contract-placeholders';
export { docxText } from '@services/contract/template/template-text';
