/** What the portal loads from Google, and only when the feature is configured. */
export interface ThirdPartyFeatures {
  /** reCAPTCHA on the public forms (the portal is built with VITE_RECAPTCHA_SITE_KEY). */
  recaptcha: boolean;
  /** Google Places address suggestions (the portal is built with VITE_PLACES_API_KEY). */
  places: boolean;
}

/**
 * The Content-Security-Policy of the portal and the API. Scripts come from the portal's own origin
 * and from the inline <script> elements its built HTML holds (the prerendered pages' start script,
 * tools/prerender.mjs), each allowed by its SHA-256 (`inline.scripts`): no other inline script runs,
 * so an injected one is refused. Google's origins are added only for a feature that is configured,
 * so a build without reCAPTCHA or Places runs no third-party script at all. Styles come from the
 * portal's files and from the <style> elements its HTML inlines at build time, each allowed by its
 * SHA-256 (`inline.styles`): no other inline style applies. The hashes (base64) are read from the
 * built HTML at boot (serve-portal.ts).
 */
export function contentSecurityPolicy(
  features: ThirdPartyFeatures,
  inline: { styles?: readonly string[]; scripts?: readonly string[] } = {},
): Record<string, string[]> {
  const hashes = (list: readonly string[] = []) => list.map((hash) => `'sha256-${hash}'`);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes(inline.scripts)],
    'style-src': ["'self'", ...hashes(inline.styles)],
    // blob: the uploaded I-9 copies shown beside Section 2 (PDFs in a frame).
    'frame-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    // Stored PDFs are opened from blob: URLs in a new tab.
    'object-src': ["'self'", 'blob:'],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  if (features.recaptcha) {
    directives['script-src'].push('https://www.google.com', 'https://www.gstatic.com');
    directives['frame-src'].push('https://www.google.com');
    directives['connect-src'].push('https://www.google.com');
  }
  if (features.places) {
    directives['script-src'].push('https://maps.googleapis.com');
    directives['connect-src'].push('https://maps.googleapis.com', 'https://places.googleapis.com');
    directives['img-src'].push('https://maps.gstatic.com', 'https://maps.googleapis.com');
  }
  return directives;
}
