import { contractMigrations } from '@infra/migrations/contract/contract.migrations';
import type { BoundedContext } from '@platform/contexts/bounded-context';
import { ContractModule } from '@services/contract/contract.module';
import {
  cusContractTemplateResource,
  geneContractTemplateResource,
} from '@services/contract/template/contract-template.resources';

/** prepaid-contract: the contract templates contracts are rendered from. */
export const contractContext: BoundedContext = {
  name: 'contract',
  module: ContractModule,
  resources: [cusContractTemplateResource, geneContractTemplateResource],
  migrations: contractMigrations,
};
