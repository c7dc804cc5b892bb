import { RefusedError, ValidationError } from '@platform/errors/domain-errors';
import type { Resource } from '@platform/resource-registry/define-resource';
import { topLevelId } from '@platform/resource-registry/resource-field';
import type { ResourceRepository } from '@platform/resource-registry/resource.repository';

export const parentMissing = '父节点不存在';
export const parentInsideItself = '父节点不能是自身或其子节点';
export const childrenFirst = '请先删除子节点';

/**
 * The shape rules of a tree, read from the read model before the decider runs, since a decider
 * sees one record's stream only. Two concurrent writes may both pass (a child added while its
 * parent is removed, or two moves forming a loop); tree reads then show the orphan at the top
 * level, and the ancestor walk below stops at a loop rather than spinning. Accepted: trees are
 * edited by a few administrators, rarely at the same moment.
 */
export class TreeChecks {
  constructor(
    private readonly records: ResourceRepository,
    private readonly resource: Resource,
    private readonly tenantId: string,
  ) {}

  /** The parent exists in the caller's tenant, and is neither the record nor below it. */
  async assertParent(id: string | undefined, parentId: unknown): Promise<void> {
    const { parentField } = this.resource.tree!;
    let ancestor = typeof parentId === 'string' ? parentId : topLevelId;
    if (ancestor === topLevelId) return;
    if (!(await this.records.detail(this.resource, this.tenantId, ancestor)))
      throw new ValidationError(parentMissing, parentField);
    if (id === undefined) return;
    const seen = new Set<string>();
    while (ancestor !== topLevelId && !seen.has(ancestor)) {
      if (ancestor === id) throw new RefusedError(parentInsideItself);
      seen.add(ancestor);
      const record = await this.records.detail(this.resource, this.tenantId, ancestor);
      ancestor = record ? String(record[parentField]) : topLevelId;
    }
  }

  /** None of the records has children, as BladeX refuses: removing a subtree is done leaf first. */
  async assertLeaves(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      if (await this.records.hasChildren(this.resource, this.tenantId, id))
        throw new RefusedError(childrenFirst);
    }
  }
}
