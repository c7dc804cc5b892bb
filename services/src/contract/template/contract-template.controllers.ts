import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RequestContext } from '@platform/context/request-context';
import { Answers } from '@platform/http/answers';
import { BodyParams, Caller } from '@platform/http/request-params';
import { Writes } from '@platform/http/routes';
import { resourceAnswers } from '@platform/resource-registry/resource-answers';
import { ContractTemplateHandlers } from '@services/contract/template/contract-template.handlers';
import {
  cusContractTemplateResource as cus,
  geneContractTemplateResource as gene,
} from '@services/contract/template/contract-template.resources';
import { type TemplateForm, templateFormSchema } from '@services/contract/template/contract-template.schemas';

const cusForm = templateFormSchema(cus);
const geneForm = templateFormSchema(gene);
const answer = resourceAnswers(cus).detail;

/** prepaid-contract/cusContractTemplate/submit (list, detail and remove are the registry's). */
@ApiTags('prepaid-contract')
@Controller('prepaid-contract/cusContractTemplate')
export class CusContractTemplateController {
  constructor(private readonly templates: ContractTemplateHandlers) {}

  @Writes('submit', cus.permissions.add, '客户合同模板: 新增或修改(检查模板文件的占位符)')
  @Answers(answer)
  submit(@BodyParams(cusForm) form: TemplateForm, @Caller() caller: RequestContext) {
    return this.templates.submit(cus, form, caller);
  }
}

/** prepaid-contract/geneContractTemplate/submit (list, detail and remove are the registry's). */
@ApiTags('prepaid-contract')
@Controller('prepaid-contract/geneContractTemplate')
export class GeneContractTemplateController {
  constructor(private readonly templates: ContractTemplateHandlers) {}

  @Writes('submit', gene.permissions.add, '通用合同模板: 新增或修改(检查模板文件的占位符)')
  @Answers(answer)
  submit(@BodyParams(geneForm) form: TemplateForm, @Caller() caller: RequestContext) {
    return this.templates.submit(gene, form, caller);
  }
}
