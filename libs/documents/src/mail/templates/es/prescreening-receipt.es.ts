import { WOTC_SUBMISSION_DAYS } from '@clearhire/domain';
import { formatTimestampEs } from '../../../format';
import type { MailDefinition } from '../../mail-definition';
import type { PrescreeningReceiptMail } from '../prescreening-receipt';

/** The pre-screening receipt in Spanish (usted), for an applicant who filled the form in Spanish. */
export const prescreeningReceiptMailEs: MailDefinition<PrescreeningReceiptMail> = {
  subject: 'Recibimos su preselección para {{employerName}}',
  preheader: 'Gracias. Por ahora no necesitamos nada más de usted.',
  reason: 'Recibió este correo porque completó un cuestionario de preselección para {{employerName}} a través de ClearHire.',
  view: (d) => ({
    firstname: d.applicantFirstname,
    employerName: d.employerName,
    submittedAt: formatTimestampEs(d.submittedAt, d.timeZone),
    days: WOTC_SUBMISSION_DAYS,
  }),
  text: `Hola, {{firstname}}:

Gracias por completar la preselección para el Crédito Tributario por Oportunidad de Trabajo (WOTC) de {{employerName}}. La recibimos el {{submittedAt}}.

Qué sigue
- Por ahora no necesitamos nada más de usted.
- {{employerName}} usa sus respuestas, dadas en el Formulario 8850 del IRS, para saber si puede solicitar el Crédito Tributario por Oportunidad de Trabajo.
- Si lo contratan, el formulario se envía a la agencia de empleo del estado dentro de los {{days}} días siguientes a su primer día de trabajo, y el estado decide si el crédito corresponde.

Para proteger su privacidad, este correo no repite lo que usted escribió. Si algo de lo que escribió está mal, avísele a {{employerName}}.
`,
  html: `<p>Hola, {{firstname}}:</p>
<p>Gracias por completar la preselección para el Crédito Tributario por Oportunidad de Trabajo (WOTC) de <strong>{{employerName}}</strong>. La recibimos el {{submittedAt}}.</p>
<h2 style="font-size:16px;margin:20px 0 8px;">Qué sigue</h2>
<ul>
<li>Por ahora no necesitamos nada más de usted.</li>
<li>{{employerName}} usa sus respuestas, dadas en el Formulario 8850 del IRS, para saber si puede solicitar el Crédito Tributario por Oportunidad de Trabajo.</li>
<li>Si lo contratan, el formulario se envía a la agencia de empleo del estado dentro de los {{days}} días siguientes a su primer día de trabajo, y el estado decide si el crédito corresponde.</li>
</ul>
<p>Para proteger su privacidad, este correo no repite lo que usted escribió. Si algo de lo que escribió está mal, avísele a {{employerName}}.</p>`,
};
