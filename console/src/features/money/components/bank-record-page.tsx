import { InfoRegular } from '@fluentui/react-icons';
import type { TFunction } from 'i18next';
import { type ReactElement, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenContext, ScreenOptions } from '@console/components/resource-screen/screen-options';
import { type MoneyApi, moneyApi } from '@console/features/money/api/money-api';
import {
  type BankRecordKind,
  type MoneyField,
  moneyMetadata,
} from '@console/features/money/api/money-resources';
import { BankRecordDrawer } from '@console/features/money/components/bank-record-drawer';
import { codePicker } from '@console/components/field-editors/code-picker';
import { useConfirmedCall } from '@console/features/money/components/confirmed-call';
import { codeCells } from '@console/features/money/components/money-cells';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { Query } from '@console/lib/http/query-string';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/** How the page of one kind of record the bank works on differs from another's. */
export interface BankRecordScreen<Action extends string> {
  kind: BankRecordKind;
  /** Parameters of every list call: the refund orders the bank refused, among abnormal orders. */
  fixedQuery?: Query;
  searchFields: readonly MoneyField[];
  /** The columns, in order, where not every field of the kind. */
  columns?: readonly MoneyField[];
  /** The record's own facts in its drawer. */
  terms: readonly MoneyField[];
  /**
   * The actions offered here, each with its icon and the permission code of its button
   * (platform-menu-modules.ts); an action the record allows but not listed is done elsewhere.
   */
  buttons: Readonly<Record<Action, { icon: ReactElement; permission: string }>>;
  /** Actions that hand the record to the bank: its drawer opens after them to follow the job. */
  follows: readonly Action[];
  /** Actions that change no money (opening a document): done at once, without a question. */
  unasked?: readonly Action[];
  label: (t: TFunction<'money'>, action: Action) => string;
  /** The confirmation's question, naming the record's amount. */
  question: (t: TFunction<'money'>, action: Action, record: ResourceRecord) => string;
  load: (api: MoneyApi, id: string) => Promise<ResourceRecord>;
  call: (api: MoneyApi, action: Action, record: ResourceRecord) => Promise<unknown>;
}

/**
 * The page of records the bank works on (refund orders, cut-payment applications): the list,
 * each record's details in a drawer that follows the bank's work, and the actions its status
 * allows (as the server answers them) and the caller's buttons grant, each confirmed.
 */
export function BankRecordPage<Action extends string>({
  screen,
  toolbar,
}: {
  screen: BankRecordScreen<Action>;
  /** What the page offers beside the list's own buttons (an application's form). */
  toolbar?: (context: ScreenContext) => ReactNode;
}) {
  const { http, hasPermission } = useAppServices();
  const { t } = useTranslation('money');
  const api = useMemo(() => moneyApi(http), [http]);
  const metadata = useMemo(() => moneyMetadata(screen.kind), [screen.kind]);
  const confirmedCall = useConfirmedCall();
  const [shown, setShown] = useState<{ id: string; reload: () => void }>();
  const [asking, setAsking] = useState(false);
  const shownId = shown?.id;
  const loadShown = useCallback(() => screen.load(api, shownId ?? ''), [api, screen, shownId]);
  const actionsOf = useMemo(
    () => (record: ResourceRecord) =>
      ((record.allowedActions ?? []) as string[]).filter(
        (action): action is Action =>
          Object.hasOwn(screen.buttons, action) && hasPermission(screen.buttons[action as Action].permission),
      ),
    [hasPermission, screen.buttons],
  );
  /** Confirmed, sent; answers whether it was done, the list reloaded. */
  const act = useMemo(
    () => async (action: Action, record: ResourceRecord, reload: () => void) => {
      if (screen.unasked?.includes(action)) {
        await screen.call(api, action, record);
        reload();
        return true;
      }
      const done = await confirmedCall(screen.question(t, action, record), () =>
        screen.call(api, action, record),
      );
      if (done) reload();
      return done;
    },
    [t, api, confirmedCall, screen],
  );

  const options = useMemo<ScreenOptions>(
    () => ({
      searchFields: screen.searchFields,
      columns: screen.columns,
      fixedQuery: screen.fixedQuery,
      editors: { status: codePicker(t(`${screen.kind}Status`, { returnObjects: true })) },
      cells: codeCells(t, { status: `${screen.kind}Status` }),
      toolbar,
      rowButtons: (record, context) => (
        <>
          <RowButton
            label={t('actions.detail')}
            icon={<InfoRegular />}
            onClick={() => setShown({ id: record.id, reload: context.reload })}
          />
          {actionsOf(record).map((action) => (
            <RowButton
              key={action}
              label={screen.label(t, action)}
              icon={screen.buttons[action].icon}
              onClick={() =>
                void act(action, record, context.reload).then((done) => {
                  if (done && screen.follows.includes(action))
                    setShown({ id: record.id, reload: context.reload });
                })
              }
            />
          ))}
        </>
      ),
    }),
    [t, actionsOf, act, screen, toolbar],
  );

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {/* One modal at a time: the drawer steps aside while an action asks, and comes back afresh. */}
      {shown && !asking && (
        <BankRecordDrawer
          kind={screen.kind}
          terms={screen.terms}
          load={loadShown}
          actionsOf={actionsOf}
          labelOf={(action) => screen.label(t, action)}
          onAction={(action, record) => {
            setAsking(true);
            void act(action, record, shown.reload).finally(() => setAsking(false));
          }}
          onClose={() => {
            // The list shows what the drawer followed: the bank may have answered meanwhile.
            shown.reload();
            setShown(undefined);
          }}
        />
      )}
    </>
  );
}
