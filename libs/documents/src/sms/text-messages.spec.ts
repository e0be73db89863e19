import { textMessageBody } from './text-messages';

const APP = 'https://app.clearhire.test';
const TOKEN = 'Zk3_q-9X2mVtYb8Lr0cW5nH7pA1sD4fG6jK8lQ2wE3r';

describe('textMessageBody', () => {
  it('texts the Form I-9 link with the employer, the link and STOP, in English', () => {
    const body = textMessageBody({ kind: 'i9-link', employerName: 'Kona Coffee Co', appUrl: APP, url: TOKEN }, 'en');
    expect(body).toBe(`Kona Coffee Co: please complete Form I-9 Section 1 for your new job by your first day: ${APP}/i9/${TOKEN} Reply STOP to opt out, HELP for help.`);
  });

  it('texts the same in Spanish', () => {
    const body = textMessageBody({ kind: 'i9-link', employerName: 'Kona Coffee Co', appUrl: APP, url: TOKEN }, 'es');
    expect(body).toContain('Kona Coffee Co: complete la Sección 1 del Formulario I-9');
    expect(body).toContain(`${APP}/i9/${TOKEN}`);
    expect(body).toContain('Responda STOP');
  });

  it('links Supplement B to the /reverify page', () => {
    expect(textMessageBody({ kind: 'supplement-b-link', employerName: 'E', appUrl: APP, url: 'abc' }, 'en')).toContain(`${APP}/reverify/abc`);
    expect(textMessageBody({ kind: 'supplement-b-link', employerName: 'E', appUrl: APP, url: 'abc' }, 'es')).toContain('Súbalo aquí');
  });

  it.each([
    [2, 'en', 'your first day is in 2 days'],
    [1, 'en', 'your first day is tomorrow'],
    [0, 'en', 'your first day is today'],
    [2, 'es', 'su primer día es en 2 días'],
    [1, 'es', 'su primer día es mañana'],
    [0, 'es', 'su primer día es hoy'],
  ] as const)('reminds %i days before in %s', (daysBefore, language, words) => {
    const body = textMessageBody({ kind: 'section1-reminder', employerName: 'E', appUrl: APP, url: 'abc', daysBefore }, language);
    expect(body).toContain(words);
    expect(body).toContain(`${APP}/i9/abc`);
  });

  it('keeps an employer name on one line', () => {
    expect(textMessageBody({ kind: 'i9-link', employerName: 'Evil\nCo\r\n  Ltd', appUrl: APP, url: 'abc' }, 'en')).toMatch(/^Evil Co Ltd: /);
  });
});
