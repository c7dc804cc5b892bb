/** What other contexts may use of blade-resource: sending a tenant's text messages. */
export { SmsSenders, type TenantSmsMessage } from '@services/resource/sms/sms-senders';
/** Its Nest module, for a context whose providers need SmsSenders. */
export { BladeResourceModule } from '@services/resource/blade-resource.module';
