/**
 * The actions a record of money allows, from the table of stages each action may start from: the
 * decider refuses an action in any other stage, and the same table answers `allowedActions` on
 * the wire, so a lifecycle is written once and the console asks the server rather than keeping
 * a copy. `statusCodes` maps each stage to the status code the read model keeps.
 */
export function allowedActionsByStage<Stage extends string, Action extends string>(
  stagesAllowing: Readonly<Record<Action, readonly Stage[]>>,
  statusCodes: Readonly<Record<Stage, number>>,
): WithActions<Action> {
  const stageOfStatus = new Map<number, Stage>(
    Object.entries(statusCodes).map(([stage, code]) => [code as number, stage as Stage]),
  );
  const actions = Object.keys(stagesAllowing) as Action[];
  const withActions = <Row extends { status: number }>(record: Row) => {
    const stage = stageOfStatus.get(record.status);
    const allowed = actions.filter((action) => stage !== undefined && stagesAllowing[action].includes(stage));
    return { ...record, allowedActions: allowed };
  };
  return Object.assign(withActions, {
    onPage: <Page extends { records: Array<{ status: number }> }>(page: Page) => ({
      ...page,
      records: page.records.map((record) => withActions(record as Page['records'][number])),
    }),
  });
}

/** A record with the actions its status allows; `onPage` does it for every record of a page. */
export interface WithActions<Action extends string> {
  <Row extends { status: number }>(record: Row): Row & { allowedActions: Action[] };
  onPage<Page extends { records: Array<{ status: number }> }>(
    page: Page,
  ): Omit<Page, 'records'> & { records: Array<Page['records'][number] & { allowedActions: Action[] }> };
}
