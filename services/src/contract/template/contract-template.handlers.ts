import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import type { Resource } from '@platform/resource-registry/define-resource';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { placeholderProblem } from '@services/contract/template/contract-placeholders';
import type { TemplateForm } from '@services/contract/template/contract-template.schemas';
import { docxText } from '@services/contract/template/template-text';
import { Attachments } from '@services/resource/resource.public';

export const templateNotUploaded = '请先上传合同模板文件';
export const templateNotDocx = '合同模板须为 docx 文件';

/**
 * Saves a contract template once its file is known good: contractUrl must be a file put-file
 * stored for the tenant, a .docx whose placeholders are all known (contract-placeholders.ts), so
 * that rendering a contract from it later cannot fail. The link is kept without its signature:
 * reads ask blade-resource for a fresh one.
 */
@Injectable()
export class ContractTemplateHandlers {
  constructor(
    private readonly attachments: Attachments,
    private readonly records: ResourceHandlers,
  ) {}

  async submit(resource: Resource, { id, values }: TemplateForm, caller: RequestContext) {
    const contractUrl = String(values.contractUrl).split('?')[0]!;
    const content = await this.attachments.contentOf(caller.tenantId, contractUrl);
    if (!content) throw new RefusedError(templateNotUploaded);
    const text = await docxText(content);
    if (text === undefined) throw new RefusedError(templateNotDocx);
    const problem = placeholderProblem(text);
    if (problem) throw new RefusedError(problem);
    const { answer } = await this.records.submit(resource, id, { ...values, contractUrl }, caller);
    return answer;
  }
}
