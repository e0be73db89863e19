/**
 * A mail as data: Handlebars sources plus a `view` that turns the typed input into the values
 * the sources print. Logic (links, dates) lives in typed code; templates only place values.
 */
export interface MailDefinition<Data> {
  /** Plain text, rendered without HTML escaping. */
  readonly subject: string;
  /** One line shown by mail clients beside the subject; plain text. */
  readonly preheader: string;
  /** The plain-text part, complete on its own for clients that show no HTML. */
  readonly text: string;
  /** The HTML body placed inside the shared layout; every {{value}} is HTML-escaped. */
  readonly html: string;
  /** Why the recipient gets this mail, printed in the footer of both parts; plain text. */
  readonly reason: string;
  readonly view: (data: Data) => Record<string, unknown>;
}

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Styles for the one call-to-action button; inline because many mail clients drop <style>. */
export const BUTTON_STYLE =
  'display:inline-block;background:#1f3a5f;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold;';
