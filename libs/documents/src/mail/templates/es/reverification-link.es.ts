import { I9_LIST_A, I9_LIST_C, UPLOAD_LIMITS } from '@clearhire/contracts';
import { formatLongDateEs } from '../../../format';
import { reverificationLink } from '../../app-links';
import { BUTTON_STYLE, type MailDefinition } from '../../mail-definition';
import type { ReverificationLinkMail } from '../reverification-link';

const WHY: Record<ReverificationLinkMail['reason'], string> = {
  reverification:
    'La autorización de empleo de su Formulario I-9 está por vencer, por lo que su empleador debe ver un documento nuevo que demuestre que usted puede seguir trabajando.',
  rehire: 'Usted fue recontratado y la autorización de empleo de su Formulario I-9 ya venció, por lo que su empleador debe ver un documento nuevo que demuestre que usted puede trabajar.',
  'name-change': 'Su empleador está registrando su nuevo nombre legal en su Formulario I-9.',
};

/** The Supplement B link in Spanish (usted); documents keep their official English titles. */
export const reverificationLinkMailEs: MailDefinition<ReverificationLinkMail> = {
  subject: 'Suba un documento nuevo para su Formulario I-9 con {{employerName}}',
  preheader: 'Elija un documento vigente de la Lista A o de la Lista C y suba una foto o un escaneo.',
  reason: 'Recibió este correo porque {{employerName}} inició el Suplemento B de su Formulario I-9 en ClearHire.',
  view: (d) => ({
    firstname: d.employeeFirstname,
    employerName: d.employerName,
    why: WHY[d.reason],
    by: d.reverifyBy ? `antes del ${formatLongDateEs(d.reverifyBy, 'reverifyBy')}` : 'lo antes posible',
    link: reverificationLink(d.appUrl, d.url),
    expires: formatLongDateEs(d.linkExpiresOn, 'linkExpiresOn'),
    listA: I9_LIST_A,
    listC: I9_LIST_C,
    fileTypes: UPLOAD_LIMITS.extensions.map((e) => e.toUpperCase()).join(', '),
  }),
  text: `Hola, {{firstname}}:

{{why}} Por favor, súbalo {{by}}:

{{link}}

El enlace es personal y funciona hasta el {{expires}}.

Usted elige el documento: uno de la Lista A
{{#each listA}}
  - {{this}}
{{/each}}
o uno de la Lista C
{{#each listC}}
  - {{this}}
{{/each}}
Debe estar vigente. Suba una foto o un escaneo ({{fileTypes}}) y tenga el original a mano: {{employerName}} lo examina antes de firmar el Suplemento B.
`,
  html: `<p>Hola, {{firstname}}:</p>
<p>{{why}} Por favor, súbalo <strong>{{by}}</strong>.</p>
<p><a href="{{link}}" style="${BUTTON_STYLE}">Suba su documento</a></p>
<p style="font-size:13px;color:#5b6470;">O abra este enlace: <a href="{{link}}">{{link}}</a><br>El enlace es personal y funciona hasta el {{expires}}.</p>
<p>Usted elige el documento: <strong>uno de la Lista A</strong></p>
<ul>{{#each listA}}<li>{{this}}</li>{{/each}}</ul>
<p>o <strong>uno de la Lista C</strong></p>
<ul>{{#each listC}}<li>{{this}}</li>{{/each}}</ul>
<p>Debe estar vigente. Suba una foto o un escaneo ({{fileTypes}}) y tenga el original a mano: {{employerName}} lo examina antes de firmar el Suplemento B.</p>`,
};
