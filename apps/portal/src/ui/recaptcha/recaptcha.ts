/**
 * reCAPTCHA on the public forms (signup, login, contact, pre-screening, I-9). The API verifies a
 * token whenever it has a secret (docs/architecture.md §3), so the widget shows whenever the portal has a site
 * key, and not at all otherwise (docs/architecture.md §2: off unless keys are configured).
 */
export function recaptchaSiteKey(): string | undefined {
  return import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;
}

export interface RecaptchaHandle {
  /** A token is good for one submission: reset after the server has used it. */
  reset(): void;
}
