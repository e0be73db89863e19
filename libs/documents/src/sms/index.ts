export { textMessageBody, SMS_HELP_REPLY, SMS_START_REPLY, SMS_STOP_REPLY, type TextMessage } from './text-messages';
