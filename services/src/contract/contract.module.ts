import { Module } from '@nestjs/common';
import { contractTemplateControllers } from '@services/contract/template/contract-template.controllers';
import { ContractTemplateHandlers } from '@services/contract/template/contract-template.handlers';
import { BladeResourceModule } from '@services/resource/resource.public';

/**
 * prepaid-contract: customer and general contract templates. Their list, detail and remove are
 * the resource registry's; submit is here, as it checks the uploaded file first.
 */
@Module({
  imports: [BladeResourceModule],
  controllers: contractTemplateControllers,
  providers: [ContractTemplateHandlers],
})
export class ContractModule {}
