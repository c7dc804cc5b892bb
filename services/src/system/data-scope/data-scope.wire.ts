/** WIRE.md data scope types: the rows a granted data scope shows. */
export const dataScopeType = {
  all: 1,
  ownRows: 2,
  ownDepartments: 3,
  departmentsAndBelow: 4,
  custom: 5,
} as const;
