/** What the portal loads from Google, and only when the feature is configured. */
export interface ThirdPartyFeatures {
  /** reCAPTCHA on the public forms (the portal is built with VITE_RECAPTCHA_SITE_KEY). */
  recaptcha: boolean;
  /** Google Places address suggestions (the portal is built with VITE_PLACES_API_KEY). */
  places: boolean;
}

/**
 * The Content-Security-Policy of the portal and the API. Scripts come from the portal's own origin
 * only (its bundles load by `src`, with no inline script to hash or to allow); Google's origins are
 * added only for a feature that is configured, so a build without reCAPTCHA or Places runs no
 * third-party script at all. Styles come from the portal's files and from the <style> elements its
 * HTML inlines at build time (tools/prerender.mjs), each allowed by its SHA-256 (`inlineStyleHashes`,
 * base64, read from the built HTML at boot): no other inline style applies.
 */
export function contentSecurityPolicy(features: ThirdPartyFeatures, inlineStyleHashes: readonly string[] = []): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...inlineStyleHashes.map((hash) => `'sha256-${hash}'`)],
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
