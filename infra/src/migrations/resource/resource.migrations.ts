import type { Migrations } from '@infra/migrations/migrations';
import * as smsSettings from '@infra/migrations/resource/0083-sms-settings';

/** The migrations of the resource context's tables, by permanent name. */
export const resourceMigrations: Migrations = {
  '0083-sms-settings': smsSettings,
};
