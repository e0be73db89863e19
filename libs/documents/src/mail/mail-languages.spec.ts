import { LANGUAGES } from '@clearhire/contracts';
import { MailTemplate, renderMail, MAILS_TO_APPLICANTS_AND_EMPLOYEES } from './render-mail';

const APP = 'https://app.clearhire.example';

const receipt = { applicantFirstname: 'José', employerName: 'Panadería Muñoz', submittedAt: new Date('2025-03-10T15:00:00Z'), timeZone: 'America/Chicago' };
const invitation = { appUrl: APP, url: 'tok-123', employeeFirstname: 'José', employerName: 'Panadería Muñoz', firstDay: '2025-03-03' };
const reminder = { appUrl: APP, url: 'tok-123', employeeFirstname: 'José', employerName: 'Panadería Muñoz', firstDay: '2025-03-03', daysBefore: 1 };
const supplementB = { appUrl: APP, url: 'rv-9', employeeFirstname: 'José', employerName: 'Panadería Muñoz', reason: 'reverification' as const, reverifyBy: '2027-01-10', linkExpiresOn: '2027-01-05' };

describe('mail to applicants and employees in their language', () => {
  it('writes the pre-screening receipt in Spanish, with a Spanish subject and date', () => {
    const mail = renderMail(MailTemplate.PrescreeningReceipt, receipt, 'es');
    expect(mail.subject).toBe('Recibimos su preselección para Panadería Muñoz');
    expect(mail.text).toContain('Hola, José:');
    expect(mail.text).toContain('La recibimos el 10 mar 2025, 10:00:00 a.m. CDT.');
    expect(mail.text).toContain('Recibió este correo porque completó un cuestionario de preselección');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).not.toMatch(/Thank you|Hello/);
  });

  it('writes the pre-screening receipt in English for an English applicant', () => {
    const mail = renderMail(MailTemplate.PrescreeningReceipt, receipt, 'en');
    expect(mail.subject).toBe('We received your pre-screening for Panadería Muñoz');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('ClearHire: WOTC pre-screening and remote Form I-9 for US employers.');
  });

  it('writes the Form I-9 link in Spanish, with the link and the first day in Spanish', () => {
    const mail = renderMail(MailTemplate.I9Invitation, invitation, 'es');
    expect(mail.subject).toBe('Complete su Formulario I-9 para Panadería Muñoz');
    expect(mail.text).toContain(`${APP}/i9/tok-123`);
    expect(mail.text).toContain('a más tardar en su primer día de trabajo, el 3 mar 2025');
    expect(mail.html).toContain('>Complete su Formulario I-9</a>');
    expect(mail.text).toContain('preselección WOTC y Formulario I-9 a distancia');
  });

  it('writes the Form I-9 link in English by default', () => {
    const mail = renderMail(MailTemplate.I9Invitation, invitation);
    expect(mail.subject).toBe('Complete your Form I-9 for Panadería Muñoz');
    expect(mail.text).toContain('no later than your first day of work, 3 Mar 2025');
  });

  it('writes the Supplement B link in Spanish and in English', () => {
    const es = renderMail(MailTemplate.ReverificationLink, supplementB, 'es');
    expect(es.subject).toBe('Suba un documento nuevo para su Formulario I-9 con Panadería Muñoz');
    expect(es.text).toContain('antes del 10 ene 2027');
    expect(es.text).toContain('funciona hasta el 5 ene 2027');
    expect(es.text).toContain(`${APP}/reverify/rv-9`);
    const en = renderMail(MailTemplate.ReverificationLink, supplementB, 'en');
    expect(en.subject).toBe('Upload a new document for your Form I-9 with Panadería Muñoz');
  });

  it('writes the Section 1 reminder in Spanish, naming the day, and in English', () => {
    const es = renderMail(MailTemplate.Section1Reminder, reminder, 'es');
    expect(es.subject).toBe('Recordatorio: complete su Formulario I-9 para Panadería Muñoz a más tardar mañana');
    expect(es.text).toContain('Su primer día de trabajo con Panadería Muñoz es el 3 mar 2025.');
    expect(es.text).toContain(`${APP}/i9/tok-123`);
    expect(renderMail(MailTemplate.Section1Reminder, { ...reminder, daysBefore: 0 }, 'es').subject).toMatch(/ hoy$/);
    const en = renderMail(MailTemplate.Section1Reminder, reminder, 'en');
    expect(en.subject).toBe('Reminder: complete your Form I-9 for Panadería Muñoz by tomorrow');
  });

  it('writes mail to employers in English whatever language is asked', () => {
    const mail = renderMail(MailTemplate.PasswordReset, { appUrl: APP, token: 't', firstname: 'Carla' }, 'es');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toContain('ClearHire: WOTC pre-screening and remote Form I-9 for US employers.');
  });

  it('has every mail to a person in every language, complete (no unrendered tags, no English left)', () => {
    const samples = { [MailTemplate.PrescreeningReceipt]: receipt, [MailTemplate.I9Invitation]: invitation, [MailTemplate.ReverificationLink]: supplementB, [MailTemplate.Section1Reminder]: reminder } as const;
    for (const template of MAILS_TO_APPLICANTS_AND_EMPLOYEES) {
      for (const language of LANGUAGES) {
        const mail = renderMail(template, samples[template] as never, language);
        expect(mail.text).not.toMatch(/\{\{|\}\}/);
        expect(mail.html).toContain(`<html lang="${language}">`);
        if (language === 'es') expect(`${mail.subject} ${mail.text}`).not.toMatch(/\b(?:Hello|Please|You received)\b/);
      }
    }
  });
});
