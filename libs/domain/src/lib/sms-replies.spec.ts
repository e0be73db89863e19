import { smsReplyCommand } from './sms-replies';

describe('smsReplyCommand', () => {
  it.each(['STOP', 'stop', ' Stop ', 'STOPALL', 'unsubscribe', 'CANCEL', 'end', 'Quit', 'parar', 'BAJA', '\tSTOP\n'])('%j stops', (body) => expect(smsReplyCommand(body)).toBe('stop'));
  it.each(['START', 'unstop', 'Yes '])('%j starts', (body) => expect(smsReplyCommand(body)).toBe('start'));
  it.each(['HELP', 'help', 'info', 'Ayuda'])('%j asks for help', (body) => expect(smsReplyCommand(body)).toBe('help'));
  it.each(['', 'stop please', 'STOP!', 'S T O P', 'thanks', 'no', null, undefined])('%j is no command', (body) => expect(smsReplyCommand(body)).toBeNull());
});
