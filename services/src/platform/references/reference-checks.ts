import { Injectable } from '@nestjs/common';
import { RefusedError, ValidationError } from '@platform/errors/domain-errors';
import { normalizeId } from '@platform/http/id-schemas';
import type { Reference } from '@platform/references/reference';
import { ReferenceRepository } from '@platform/references/reference.repository';

/** The contexts' declared references, as PlatformModule hands them to ReferenceChecks. */
export class DeclaredReferences {
  constructor(readonly all: readonly Reference[]) {}
}

/**
 * Both ends of every declared reference, checked against the read models before a handler
 * writes (a decider sees one record's stream only). A write names only records that exist in
 * the caller's tenant; a record another names is not removed. Like the tree checks, two
 * concurrent writes may both pass (a record named while it is removed): accepted, as these
 * records are edited by a few administrators, rarely at the same moment.
 */
@Injectable()
export class ReferenceChecks {
  constructor(
    private readonly declared: DeclaredReferences,
    private readonly rows: ReferenceRepository,
  ) {}

  /**
   * Every id the values of a record of `table` name (by their input fields) exists in the
   * caller's tenant; otherwise a 400 naming the field and the missing ids ("所属商户不存在: 1").
   * Absent and empty values name nothing.
   */
  async assertExist(table: string, values: object, tenantId: string) {
    for (const reference of this.declared.all) {
      if (reference.from.table !== table) continue;
      const ids = idsIn((values as Readonly<Record<string, unknown>>)[reference.from.field]);
      if (ids.length === 0) continue;
      const malformed = ids.filter((id) => normalizeId(id) !== id);
      const missing = [
        ...malformed,
        ...(await this.rows.missing(
          reference.to,
          tenantId,
          ids.filter((id) => !malformed.includes(id)),
        )),
      ];
      if (missing.length > 0)
        throw new ValidationError(`${reference.missing}: ${missing.join(', ')}`, reference.from.field);
    }
  }

  /** None of the records of `table` with these ids is named by another record. */
  async assertUnnamed(table: string, ids: readonly string[], tenantId: string) {
    for (const reference of this.declared.all) {
      if (reference.to.table !== table || reference.inUse === undefined) continue;
      if (await this.rows.isNamed(reference, tenantId, ids)) throw new RefusedError(reference.inUse);
    }
  }
}

/** The ids a value names: one id, a comma-joined list ("1,2"), or an array of ids. */
function idsIn(value: unknown): string[] {
  const parts = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : typeof value === 'number'
        ? [value]
        : [];
  return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}
