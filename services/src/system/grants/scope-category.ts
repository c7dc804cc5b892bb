/** blade_role_scope.scope_category: what kind of scope a role grants. */
export const scopeCategory = { data: 1, api: 2 } as const;

/** WIRE.md data scope types. */
export const dataScopeType = {
  all: 1,
  ownRows: 2,
  ownDepartments: 3,
  departmentsAndBelow: 4,
  custom: 5,
} as const;
