import type { Reference } from '@platform/references/reference';

/** A user's roles, departments and posts: comma-joined ids of the user's own tenant. */
export const userReferences: readonly Reference[] = [
  {
    from: { table: 'blade_user', column: 'role_id', field: 'roleId', holds: 'list' },
    to: { table: 'blade_role' },
    missing: '所属角色不存在',
    inUse: '该角色已被用户使用,无法删除',
  },
  // user/grant names the roles as roleIds; the relation above guards their removal.
  {
    from: { table: 'blade_user', column: 'role_id', field: 'roleIds', holds: 'list' },
    to: { table: 'blade_role' },
    missing: '所属角色不存在',
  },
  {
    from: { table: 'blade_user', column: 'dept_id', field: 'deptId', holds: 'list' },
    to: { table: 'blade_dept' },
    missing: '所属部门不存在',
    inUse: '该部门已被用户使用,无法删除',
  },
  {
    from: { table: 'blade_user', column: 'post_id', field: 'postId', holds: 'list' },
    to: { table: 'blade_post' },
    missing: '所属岗位不存在',
    inUse: '该岗位已被用户使用,无法删除',
  },
];
