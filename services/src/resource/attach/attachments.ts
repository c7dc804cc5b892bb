import { Injectable, Logger } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import type { StoredFile } from '@platform/storage/file-storage.port';
import { AttachQueries } from '@projections/resource/attach/attach.queries';
import { attachResource } from '@services/resource/attach/attach.resource';
import { filePath, FileLinks, keyOfLink } from '@services/resource/oss/file-links';
import { TenantStorages } from '@services/resource/oss/tenant-storages';
import {
  assertAvatar,
  assertWithinLimit,
  sniffedKind,
  storageKeyFor,
} from '@services/resource/oss/upload-policy';
import type { Upload } from '@services/resource/oss/uploaded-file';
import type { UploadedFileAnswer, UploadPurpose } from '@services/resource/oss/oss-endpoint.wire';

/** The longest original name an attachment keeps (its column is varchar(255)). */
const originalNameMax = 255;

/**
 * Stored files and their attachment records, kept together: a stored upload is recorded, a
 * removed attachment's object is removed, and a file is read from the storage that holds it.
 */
@Injectable()
export class Attachments {
  private readonly log = new Logger('Attachments');

  constructor(
    private readonly storages: TenantStorages,
    private readonly records: AttachQueries,
    private readonly handlers: ResourceHandlers,
    private readonly links: FileLinks,
  ) {}

  /**
   * Checks an upload (kind by its bytes, the avatar rule, the setting's size limit), stores it
   * with the tenant's enabled storage and records it; answers its link and attachment id.
   */
  async store(
    upload: Upload,
    purpose: UploadPurpose | undefined,
    caller: RequestContext,
  ): Promise<UploadedFileAnswer> {
    const kind = sniffedKind(upload.content);
    if (purpose === 'avatar') assertAvatar(kind, upload.content.length);
    const { storage, setting } = await this.storages.forUpload(caller.tenantId);
    assertWithinLimit(upload.content.length, setting?.maxSizeKb ?? 0);
    const key = storageKeyFor(caller.tenantId, kind.extension);
    await storage.put(key, upload.content);
    const originalName = upload.originalName.slice(0, originalNameMax);
    try {
      const { id } = await this.handlers.submit(
        attachResource,
        undefined,
        {
          link: `/api/${filePath}/${key}`,
          name: key,
          originalName,
          extension: kind.extension.slice(1),
          attachSize: upload.content.length,
          ossId: setting?.id ?? null,
          remark: null,
        },
        caller,
      );
      return { link: this.links.linkTo(key), name: key, originalName, attachId: id };
    } catch (error) {
      // Not recorded, so nobody could ever remove it: the object goes too.
      await storage.remove(key);
      throw error;
    }
  }

  /** Removes attachments (all or nothing), then their objects from the storages that hold them. */
  async remove(ids: readonly string[], caller: RequestContext): Promise<void> {
    const removed = await this.records.byIds(caller.tenantId, ids);
    await this.handlers.remove(attachResource, ids, caller);
    for (const attachment of removed) {
      const storage = await this.storages.forStored(caller.tenantId, attachment.ossId);
      // The record is gone: an object left behind by a store that failed now is only logged.
      await storage.remove(attachment.name).catch((error: unknown) => {
        this.log.warn(`attachment ${attachment.id}: object ${attachment.name} not removed: ${String(error)}`);
      });
    }
  }

  /**
   * A stored file by key, from the storage of its attachment; files with no attachment (export
   * results) live in the process's own storage.
   */
  async open(key: string): Promise<StoredFile | undefined> {
    const tenantId = key.split('/')[0]!;
    const attachment = await this.records.byName(tenantId, key);
    const storage = await this.storages.forStored(tenantId, attachment?.ossId ?? null);
    return storage.get(key);
  }

  /** The bytes behind a link put-file gave the caller's tenant, or undefined when it names none. */
  async contentOf(tenantId: string, link: string): Promise<Buffer | undefined> {
    const key = keyOfLink(link);
    if (key === undefined || key.split('/')[0] !== tenantId) return undefined;
    if (!(await this.records.byName(tenantId, key))) return undefined;
    const stored = await this.open(key);
    if (!stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  /** A link to give out for a stored link: private files' links signed afresh. */
  linkFor(link: string): string {
    return this.links.resigned(link);
  }
}
