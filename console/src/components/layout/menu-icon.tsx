import {
  AlertRegular,
  AppsRegular,
  BuildingRegular,
  DataPieRegular,
  DocumentTextRegular,
  FlowRegular,
  FolderRegular,
  HistoryRegular,
  type FluentIcon,
  HomeRegular,
  LaptopRegular,
  NavigationRegular,
  PeopleRegular,
  PersonRegular,
  SettingsRegular,
  ShoppingBagRegular,
  WrenchRegular,
} from '@fluentui/react-icons';

/** The menu icon names the server uses (a menu's source) that have a Fluent counterpart. */
const icons: Record<string, FluentIcon> = {
  setting: SettingsRegular,
  menu: NavigationRegular,
  user: PersonRegular,
  team: PeopleRegular,
  home: HomeRegular,
  shop: ShoppingBagRegular,
  bank: BuildingRegular,
  bell: AlertRegular,
  'file-text': DocumentTextRegular,
  audit: HistoryRegular,
  folder: FolderRegular,
  laptop: LaptopRegular,
  'pie-chart': DataPieRegular,
  stream: FlowRegular,
  tool: WrenchRegular,
};

/** The icon of a menu's source name (iconfont prefixes stripped), or a default one. */
export function MenuIcon({ source }: { source: string | null | undefined }) {
  const name = (source ?? '').replace(/^(iconfont\s+)?(icon[-_])?/, '').toLowerCase();
  const Icon = icons[name] ?? AppsRegular;
  return <Icon />;
}
