import { Module } from '@nestjs/common';
import { tenantReads } from '@platform/runtime/read-model-providers';
import { ContractTemplateQueries } from '@projections/contract/contract-template/contract-template.queries';
import { ContractDocuments } from '@services/contract/document/contract-documents';
import { contractTemplateControllers } from '@services/contract/template/contract-template.controllers';
import { ContractTemplateHandlers } from '@services/contract/template/contract-template.handlers';
import { BladeResourceModule } from '@services/resource/resource.public';

/**
 * prepaid-contract: customer and general contract templates. Their list, detail and remove are
 * the resource registry's; submit is here, as it checks the uploaded file first. Exports the
 * rendering of contracts from them (ContractDocuments).
 */
@Module({
  imports: [BladeResourceModule],
  controllers: contractTemplateControllers,
  providers: [ContractTemplateHandlers, tenantReads(ContractTemplateQueries), ContractDocuments],
  exports: [ContractDocuments],
})
export class ContractModule {}
