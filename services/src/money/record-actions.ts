/**
 * The actions a record of money allows, from the table of stages each action may start from: the
 * decider refuses an action in any other stage, and the same table answers `allowedActions` on
 * the wire, so a lifecycle is written once and the console asks the server rather than keeping
 * a copy. `statusCodes` maps each stage to the status code the read model keeps.
 *
 * `conditions` are what an action needs besides its stage, read from the record (another
 * record's state the read model joins, such as the order a refund order belongs to): an action
 * whose condition fails is not offered, as its handler would refuse it.
 */
export function allowedActionsByStage<
  Stage extends string,
  Action extends string,
  Needs extends object = object,
>(
  stagesAllowing: Readonly<Record<Action, readonly Stage[]>>,
  statusCodes: Readonly<Record<Stage, number>>,
  conditions: Partial<Record<Action, (record: Needs) => boolean>> = {},
): WithActions<Action, Needs> {
  const stageOfStatus = new Map<number, Stage>(
    Object.entries(statusCodes).map(([stage, code]) => [code as number, stage as Stage]),
  );
  const actions = Object.keys(stagesAllowing) as Action[];
  const withActions = <Row extends { status: number } & Needs>(record: Row) => {
    const stage = stageOfStatus.get(record.status);
    const allowed = actions.filter(
      (action) =>
        stage !== undefined &&
        stagesAllowing[action].includes(stage) &&
        (conditions[action]?.(record) ?? true),
    );
    return { ...record, allowedActions: allowed };
  };
  return Object.assign(withActions, {
    onPage: <Page extends { records: Array<{ status: number } & Needs> }>(page: Page) => ({
      ...page,
      records: page.records.map((record) => withActions(record as Page['records'][number])),
    }),
  });
}

/** A record with the actions its status allows; `onPage` does it for every record of a page. */
export interface WithActions<Action extends string, Needs extends object = object> {
  <Row extends { status: number } & Needs>(record: Row): Row & { allowedActions: Action[] };
  onPage<Page extends { records: Array<{ status: number } & Needs> }>(
    page: Page,
  ): Omit<Page, 'records'> & { records: Array<Page['records'][number] & { allowedActions: Action[] }> };
}
