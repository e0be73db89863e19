import type { ServerConfig } from '../config/server-config';
import { OutboxSmsProvider } from './outbox-sms-provider';
import type { SmsProvider } from './sms-provider';
import { TwilioSmsProvider } from './twilio-sms-provider';

/** The provider the configuration names: Twilio's API when SMS_PROVIDER=twilio, else the outbox folder. */
export function smsProviderFrom(config: Pick<ServerConfig, 'SMS_PROVIDER' | 'SMS_OUTBOX_DIR' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_MESSAGING_SERVICE_SID' | 'TWILIO_BASE_URL'>): SmsProvider {
  if (config.SMS_PROVIDER === 'twilio') {
    return new TwilioSmsProvider({
      accountSid: config.TWILIO_ACCOUNT_SID as string,
      authToken: config.TWILIO_AUTH_TOKEN as string,
      from: config.TWILIO_FROM,
      messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
      baseUrl: config.TWILIO_BASE_URL,
    });
  }
  return new OutboxSmsProvider(config.SMS_OUTBOX_DIR);
}
