import { Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { NotFoundError } from '@platform/errors/domain-errors';
import { platformTenantId } from '@platform/resource-registry/define-resource';
import { recordNotFound } from '@platform/resource-registry/resource.decider';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { ResourceRepository, type WireRecord } from '@platform/resource-registry/resource.repository';
import { codeArchive } from '@services/develop/code/code-archive';
import { generateCode } from '@services/develop/code/code-generator';
import { codeResource } from '@services/develop/code/code.resource';
import type { GeneratedCodeAnswer } from '@services/develop/code/code.wire';
import { kebabCase } from '@services/develop/code/generated-source';
import { isTenantTable } from '@services/develop/model/model-prototype';
import { ModelPrototypes } from '@services/develop/model/model-prototypes';

/** A copy's name: the original's, marked, within the name's 100 characters. */
const copyName = (name: string) => `${name.slice(0, 96)}-副本`;

/** Generates the code of a generator setting, and copies settings. */
@Injectable()
export class CodeGeneration {
  constructor(
    private readonly records: ResourceRepository,
    private readonly handlers: ResourceHandlers,
    private readonly prototypes: ModelPrototypes,
  ) {}

  /** The files of the setting's resource, read from its model's table as it is now. */
  async generate(id: string): Promise<GeneratedCodeAnswer> {
    const code = await this.setting(id);
    const { model, columns, prototypes } = await this.prototypes.tableOf(String(code.modelId));
    const files = generateCode({
      code: {
        codeName: String(code.codeName),
        serviceName: String(code.serviceName),
        apiPath: String(code.apiPath),
        resourceName: String(code.resourceName),
        modulePath: String(code.modulePath),
      },
      model: { modelName: String(model.modelName), modelTable: String(model.modelTable) },
      tenantScoped: isTenantTable(columns),
      prototypes,
    });
    const zip = await codeArchive(files);
    return { fileName: `${kebabCase(String(code.resourceName))}.zip`, files, zip: zip.toString('base64') };
  }

  /** A new setting like the given one, named as its copy; answers the new record. */
  async copy(id: string, caller: RequestContext): Promise<WireRecord | undefined> {
    const code = await this.setting(id);
    const values = Object.fromEntries(Object.keys(codeResource.fields).map((name) => [name, code[name]]));
    values.codeName = copyName(String(code.codeName));
    return (await this.handlers.submit(codeResource, undefined, values, caller)).answer;
  }

  private async setting(id: string): Promise<WireRecord> {
    const code = await this.records.detail(codeResource, platformTenantId, id);
    if (!code) throw new NotFoundError(recordNotFound);
    return code;
  }
}
