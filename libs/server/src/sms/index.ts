export { SmsSendError, type OutgoingText, type SmsProvider } from './sms-provider';
export { OutboxSmsProvider, type OutboxText } from './outbox-sms-provider';
export { TwilioSmsProvider, type TwilioSettings } from './twilio-sms-provider';
export { isTwilioSignatureValid, twilioSignature } from './twilio-signature';
export { smsProviderFrom } from './sms-provider-factory';
