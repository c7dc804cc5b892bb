import { Inject, Injectable } from '@nestjs/common';
import { RefusedError } from '@platform/errors/domain-errors';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { ContractTemplateQueries } from '@projections/contract/contract-template/contract-template.queries';
import { contractFont } from '@services/contract/document/contract-font';
import { contractPdf } from '@services/contract/document/contract-pdf';
import { productContractTemplate } from '@services/contract/document/product-template';
import { type ContractValues, renderContract } from '@services/contract/template/contract-placeholders';
import { docxParagraphs } from '@services/contract/template/template-text';
import { Attachments } from '@services/resource/resource.public';

/** A rendered contract and the template it came from (its name; the product's own when none). */
export interface RenderedContract {
  pdf: Buffer;
  templateName: string;
}

export const productTemplateName = '系统默认合同模板';
const templateMissing = '合同模板文件不存在，请重新上传合同模板';

/**
 * Contracts rendered from a tenant's templates as PDF: the newest customer template, else the
 * newest general one, else the product's own; each paragraph's placeholders filled, written in
 * the CJK font (CONTRACT_FONT). The caller stores the document.
 */
@Injectable()
export class ContractDocuments {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly templates: ContractTemplateQueries,
    private readonly attachments: Attachments,
  ) {}

  async render(tenantId: string, values: ContractValues): Promise<RenderedContract> {
    const font = contractFont(this.runtime.config.env);
    const { paragraphs, templateName } = await this.templateOf(tenantId);
    const pdf = await contractPdf(
      paragraphs.map((paragraph) => renderContract(paragraph, values)),
      font,
    );
    return { pdf, templateName };
  }

  private async templateOf(tenantId: string) {
    const template =
      (await this.templates.newest(tenantId, 'customer')) ??
      (await this.templates.newest(tenantId, 'general'));
    if (!template) return { paragraphs: productContractTemplate, templateName: productTemplateName };
    const content = await this.attachments.contentOf(tenantId, template.contractUrl);
    const paragraphs = content && (await docxParagraphs(content));
    if (!paragraphs) throw new RefusedError(templateMissing);
    return { paragraphs, templateName: template.templateName };
  }
}
