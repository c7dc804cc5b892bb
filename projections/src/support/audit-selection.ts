/** The audit columns every record answers with, as WIRE.md names them (createUser, ...). */
export const auditSelection = [
  'create_user as createUser',
  'create_dept as createDept',
  'create_time as createTime',
  'update_user as updateUser',
  'update_time as updateTime',
  'status',
] as const;
