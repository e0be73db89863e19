import { formatLongDateEs } from '../../../format';
import { i9Link } from '../../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../../mail-definition';
import type { Section1ReminderMail } from '../section1-reminder';

/** The Section 1 reminder in Spanish (usted): 2 days before, 1 day before and on the first day. */
export const section1ReminderMailEs: MailDefinition<Section1ReminderMail> = {
  subject: 'Recordatorio: complete su Formulario I-9 para {{employerName}} {{when}}',
  preheader: 'La Sección 1 del Formulario I-9 debe completarse a más tardar en su primer día de trabajo.',
  reason: 'Recibió este correo porque {{employerName}} lo registró como nuevo empleado en ClearHire y la Sección 1 de su Formulario I-9 aún no está completa.',
  view: (d) => ({
    firstname: d.employeeFirstname,
    employerName: d.employerName,
    link: i9Link(d.appUrl, d.url),
    when: d.daysBefore === 0 ? 'hoy' : d.daysBefore === 1 ? 'a más tardar mañana' : `en los próximos ${d.daysBefore} días`,
    firstDay: formatLongDateEs(d.firstDay, 'firstDay'),
  }),
  text: `Hola, {{firstname}}:

Su primer día de trabajo con {{employerName}} es el {{firstDay}}. La ley le pide completar la Sección 1 del Formulario I-9 a más tardar ese día, y aún no está completa:

{{link}}

El enlace es personal: por favor, no lo comparta.
`,
  html: `<p>Hola, {{firstname}}:</p>
<p>Su primer día de trabajo con {{employerName}} es el <strong>{{firstDay}}</strong>. La ley le pide completar la Sección 1 del Formulario I-9 a más tardar ese día, y aún no está completa.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Complete su Formulario I-9</a></p>
<p style="font-size:13px;color:#5b6470;">O abra este enlace: <a href="{{link}}">{{link}}</a><br>El enlace es personal: por favor, no lo comparta.</p>`,
};
