import { Controller, Inject, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import type { Resource } from '@platform/resource-registry/define-resource';
import { resourceAnswers } from '@platform/resource-registry/resource-answers';
import { ContractTemplateHandlers } from '@services/contract/template/contract-template.handlers';
import {
  cusContractTemplateResource,
  geneContractTemplateResource,
} from '@services/contract/template/contract-template.resources';
import { type TemplateForm, templateFormSchema } from '@services/contract/template/contract-template.schemas';

/**
 * prepaid-contract/<template>/submit of one kind of template (list, detail and remove are the
 * registry's): the uploaded file is checked before the template is saved.
 */
function templateController(resource: Resource): Type<unknown> {
  const form = templateFormSchema(resource);

  @ApiTags(resource.service)
  @Controller(`${resource.service}/${resource.path}`)
  class ContractTemplateController {
    constructor(@Inject(ContractTemplateHandlers) private readonly templates: ContractTemplateHandlers) {}

    @Writes('submit', resource.permissions.add, `${resource.title.zh}: 新增或修改(检查模板文件的占位符)`)
    @Answers(resourceAnswers(resource).detail)
    submit(@BodyParams(form) body: TemplateForm, @Caller() caller: RequestContext) {
      return this.templates.submit(resource, body, caller);
    }
  }
  // Nest names providers and log lines by the class: one name per kind of template.
  Object.defineProperty(ContractTemplateController, 'name', { value: `${resource.name}Controller` });
  return ContractTemplateController;
}

/** The submit routes of the customer and the general templates. */
export const contractTemplateControllers = [cusContractTemplateResource, geneContractTemplateResource].map(
  templateController,
);
