/**
 * The shared frame of every mail. Tables and inline styles because that is what Outlook and
 * Gmail render consistently; the body arrives already rendered and escaped, hence {{{body}}}.
 */
export const HTML_LAYOUT = `<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{subject}}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f8;">
<div style="display:none;max-height:0;overflow:hidden;">{{preheader}}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #d9dee7;border-radius:6px;">
<tr><td style="background:#1f3a5f;color:#ffffff;padding:16px 24px;font:bold 18px Helvetica,Arial,sans-serif;">ClearHire</td></tr>
<tr><td style="padding:24px;font:15px/1.5 Helvetica,Arial,sans-serif;color:#1a1a1a;">
{{{body}}}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e6ebf2;font:12px/1.5 Helvetica,Arial,sans-serif;color:#5b6470;">
{{reason}}<br>
{{tagline}}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

export const TEXT_LAYOUT = `{{{body}}}

--
{{reason}}
{{tagline}}
`;

/** The layout's own words in each language a mail is written in. */
export const LAYOUT_TAGLINE = {
  en: 'ClearHire: WOTC pre-screening and remote Form I-9 for US employers.',
  es: 'ClearHire: preselección WOTC y Formulario I-9 a distancia para empleadores de EE. UU.',
} as const;
