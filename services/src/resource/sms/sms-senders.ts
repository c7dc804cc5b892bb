import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { RefusedError } from '@platform/errors/domain-errors';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { type EnabledSmsSetting, SmsQueries } from '@projections/resource/sms/sms.queries';
import { AliyunSms } from '@services/resource/sms/aliyun-sms';
import { smsGateway, smsTimeoutMs } from '@services/resource/sms/sms-gateway.outer-system';
import {
  smsFailed,
  type SmsMessage,
  type SmsSender,
  SmsUnavailableError,
} from '@services/resource/sms/sms.port';

/** A message whose template may be left to the tenant's setting (verification codes). */
export type TenantSmsMessage = Omit<SmsMessage, 'template'> & { template?: string };

/** The template a message without one uses when the tenant has no enabled setting. */
export const defaultTemplate = 'validate-code';

/**
 * Sends a tenant's messages with its enabled SMS setting: Aliyun with the setting's keys, or the
 * SMS gateway of the process ("local", and every tenant that enabled none, so that a bare
 * `npm start` can send codes). A provider's failure is logged and answered as smsFailed.
 */
@Injectable()
export class SmsSenders {
  private readonly log = new Logger('SmsSenders');

  constructor(
    private readonly settings: SmsQueries,
    @Inject(smsGateway.token) private readonly gateway: SmsSender,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly clock: Clock,
  ) {}

  async send(tenantId: string, message: TenantSmsMessage): Promise<void> {
    const setting = await this.settings.enabledSetting(tenantId);
    const template = message.template || setting?.templateId || defaultTemplate;
    try {
      await this.senderFor(setting).send({
        ...message,
        template,
        signName: message.signName ?? setting?.signName ?? undefined,
      });
    } catch (error) {
      if (!(error instanceof SmsUnavailableError)) throw error;
      this.log.warn(`tenant ${tenantId}: ${error.message}`);
      throw new RefusedError(smsFailed);
    }
  }

  private senderFor(setting: EnabledSmsSetting | undefined): SmsSender {
    if (setting?.category !== 'aliyun') return this.gateway;
    return new AliyunSms({
      accessKeyId: setting.accessKey ?? '',
      accessKeySecret: setting.secretKey ?? '',
      signName: setting.signName ?? '',
      regionId: setting.regionId ?? undefined,
      endpoint: setting.endpoint ?? undefined,
      timeoutMs: smsTimeoutMs(this.runtime.config.env),
      now: () => this.clock.now(),
    });
  }
}
