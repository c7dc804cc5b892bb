import type { Int8, RecordAuditColumns, Timestamp } from '@infra/schema/column-types';

/** Columns of records that belong to the platform itself, with no owning tenant. */
interface PlatformRecordColumns extends RecordAuditColumns {
  id: Int8;
}

export interface PlatformRecordTables {
  blade_client: BladeClientTable;
  blade_tenant: BladeTenantTable;
  blade_tenant_package: BladeTenantPackageTable;
}

export interface BladeClientTable extends PlatformRecordColumns {
  client_id: string;
  client_secret: string;
  scope: string;
  authorized_grant_types: string;
  resource_ids: string | null;
  web_server_redirect_uri: string | null;
  authorities: string | null;
  access_token_validity: number;
  refresh_token_validity: number;
  additional_information: string | null;
  autoapprove: string | null;
}

export interface BladeTenantTable extends PlatformRecordColumns {
  tenant_id: string;
  tenant_name: string;
  domain: string | null;
  background_url: string | null;
  linkman: string | null;
  contact_number: string | null;
  address: string | null;
  account_number: number;
  expire_time: Timestamp | null;
  package_id: Int8 | null;
  datasource_id: Int8 | null;
  license_key: string | null;
}

/** Migration 0012: menu_id is the comma-joined list of the package's menus. */
export interface BladeTenantPackageTable extends PlatformRecordColumns {
  package_name: string;
  menu_id: string;
  remark: string | null;
}
