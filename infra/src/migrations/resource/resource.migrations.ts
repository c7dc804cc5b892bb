import type { Migrations } from '@infra/migrations/migrations';
import * as smsSettings from '@infra/migrations/resource/0083-sms-settings';
import * as ossSettings from '@infra/migrations/resource/0110-oss-settings';
import * as attachments from '@infra/migrations/resource/0111-attachments';

/** The migrations of the resource context's tables, by permanent name. */
export const resourceMigrations: Migrations = {
  '0083-sms-settings': smsSettings,
  '0110-oss-settings': ossSettings,
  '0111-attachments': attachments,
};
