/**
 * What a reply to a text asks for. The CTIA Messaging Principles and Best Practices (§5.1.1, opt-out)
 * and the carriers' rules make these keywords binding whatever the case or surrounding spaces:
 * STOP and its synonyms end all texts to the number, START and its synonyms resume them, HELP
 * asks who is texting. Any other reply is not a command (nobody reads the replies).
 */
export type SmsReplyCommand = 'stop' | 'start' | 'help';

const COMMANDS: Record<string, SmsReplyCommand> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  // Spanish speakers are told "Responda STOP"; PARAR and BAJA are the common Spanish replies.
  PARAR: 'stop',
  BAJA: 'stop',
  START: 'start',
  UNSTOP: 'start',
  YES: 'start',
  HELP: 'help',
  INFO: 'help',
  AYUDA: 'help',
};

/** The command a reply's body is, or null when it is anything else ("stop please" is not STOP, as carriers judge). */
export function smsReplyCommand(body: string | null | undefined): SmsReplyCommand | null {
  if (typeof body !== 'string') return null;
  return COMMANDS[body.trim().toUpperCase()] ?? null;
}
