import { I9_LIST_A, I9_LIST_B, I9_LIST_C, UPLOAD_LIMITS } from '@clearhire/contracts';
import { formatLongDateEs } from '../../../format';
import { i9Link } from '../../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../../mail-definition';
import type { I9InvitationMail } from '../i9-invitation';

const maxMegabytes = UPLOAD_LIMITS.maxBytes / (1024 * 1024);

/**
 * The Form I-9 link in Spanish (usted). The documents keep their official English titles, as the
 * Lists of Acceptable Documents print them: they are what the employee shows and uploads.
 */
export const i9InvitationMailEs: MailDefinition<I9InvitationMail> = {
  subject: 'Complete su Formulario I-9 para {{employerName}}',
  preheader: 'Llene la Sección 1 del Formulario I-9 y suba sus documentos {{due}}.',
  reason: 'Recibió este correo porque {{employerName}} lo registró como nuevo empleado en ClearHire.',
  view: (d) => ({
    firstname: d.employeeFirstname,
    employerName: d.employerName,
    link: i9Link(d.appUrl, d.url),
    due: d.firstDay ? `a más tardar en su primer día de trabajo, el ${formatLongDateEs(d.firstDay, 'firstDay')}` : 'a más tardar en su primer día de trabajo',
    listA: I9_LIST_A,
    listB: I9_LIST_B,
    listC: I9_LIST_C,
    fileTypes: UPLOAD_LIMITS.extensions.map((e) => e.toUpperCase()).join(', '),
    maxMegabytes,
  }),
  text: `Hola, {{firstname}}:

{{employerName}} usa ClearHire para completar el Formulario I-9, Verificación de Elegibilidad de Empleo, con sus nuevos empleados. Por favor, llene la Sección 1 y suba sus documentos {{due}}, una vez que haya aceptado la oferta de trabajo:

{{link}}

El enlace es personal: por favor, no lo comparta.

Qué debe tener a mano
Usted elige los documentos que presenta. Un documento de la Lista A:
{{#each listA}}
  - {{this}}
{{/each}}
o bien un documento de la Lista B:
{{#each listB}}
  - {{this}}
{{/each}}
junto con un documento de la Lista C:
{{#each listC}}
  - {{this}}
{{/each}}
Los documentos deben estar vigentes. Subirá una foto o un escaneo de cada uno ({{fileTypes}}, hasta {{maxMegabytes}} MB cada uno); tenga los originales a mano por si {{employerName}} pide verlos.

Qué sigue
{{employerName}} examina sus documentos y completa la Sección 2 del formulario dentro de los tres días hábiles siguientes a su primer día de trabajo.
`,
  html: `<p>Hola, {{firstname}}:</p>
<p>{{employerName}} usa ClearHire para completar el Formulario I-9, Verificación de Elegibilidad de Empleo, con sus nuevos empleados. Por favor, llene la Sección 1 y suba sus documentos <strong>{{due}}</strong>, una vez que haya aceptado la oferta de trabajo.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Complete su Formulario I-9</a></p>
<p style="font-size:13px;color:#5b6470;">O abra este enlace: <a href="{{link}}">{{link}}</a><br>El enlace es personal: por favor, no lo comparta.</p>
<h2 style="font-size:16px;margin:20px 0 8px;">Qué debe tener a mano</h2>
<p>Usted elige los documentos que presenta. <strong>Un documento de la Lista A</strong>:</p>
<ul>{{#each listA}}<li>{{this}}</li>{{/each}}</ul>
<p>o bien <strong>un documento de la Lista B</strong>:</p>
<ul>{{#each listB}}<li>{{this}}</li>{{/each}}</ul>
<p>junto con <strong>un documento de la Lista C</strong>:</p>
<ul>{{#each listC}}<li>{{this}}</li>{{/each}}</ul>
<p>Los documentos deben estar vigentes. Subirá una foto o un escaneo de cada uno ({{fileTypes}}, hasta {{maxMegabytes}} MB cada uno); tenga los originales a mano por si {{employerName}} pide verlos.</p>
<h2 style="font-size:16px;margin:20px 0 8px;">Qué sigue</h2>
<p>{{employerName}} examina sus documentos y completa la Sección 2 del formulario dentro de los tres días hábiles siguientes a su primer día de trabajo.</p>`,
};
