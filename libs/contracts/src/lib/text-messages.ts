/** What ClearHire texts an employee, and what became of each text (sms_messages). */
export const SMS_KINDS = ['i9-link', 'supplement-b-link', 'section1-reminder'] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** sent: handed to the provider; opted-out: the number had replied STOP, nothing was sent. */
export const SMS_STATUSES = ['sent', 'opted-out'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
