import {
  AppsRegular,
  BuildingRegular,
  DocumentRegular,
  HomeRegular,
  LockClosedRegular,
  NavigationRegular,
  PeopleRegular,
  PersonRegular,
  SettingsRegular,
  ShoppingBagRegular,
  BookRegular,
  FlowRegular,
  MoneyRegular,
  DatabaseRegular,
  type FluentIcon,
} from '@fluentui/react-icons';

/** The menu icon names the server uses (a menu's source) that have a Fluent counterpart. */
const icons: Record<string, FluentIcon> = {
  setting: SettingsRegular,
  menu: NavigationRegular,
  user: PersonRegular,
  team: PeopleRegular,
  home: HomeRegular,
  lock: LockClosedRegular,
  shop: ShoppingBagRegular,
  bank: BuildingRegular,
  book: BookRegular,
  flow: FlowRegular,
  money: MoneyRegular,
  database: DatabaseRegular,
  document: DocumentRegular,
};

/** The icon of a menu's source name (iconfont prefixes stripped), or a default one. */
export function MenuIcon({ source }: { source: string | null | undefined }) {
  const name = (source ?? '').replace(/^(iconfont\s+)?(icon[-_])?/, '').toLowerCase();
  const Icon = icons[name] ?? AppsRegular;
  return <Icon />;
}
