/** What other contexts may use of blade-resource: sending a tenant's text messages. */
export { SmsSenders, type TenantSmsMessage } from '@services/resource/sms/sms-senders';
/** The files put-file stored: their bytes by link, and links to give out (contract templates). */
export { Attachments } from '@services/resource/attach/attachments';
/** Its Nest module, for a context whose providers need SmsSenders. */
export { BladeResourceModule } from '@services/resource/blade-resource.module';
