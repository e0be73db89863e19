import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { decodeCompanyLinkId, normalizeHttpsOrigin } from '@clearhire/domain';
import type { FrameAncestors } from '../modules/companies/frame-ancestors';

/** A company's or a location's pre-screening page (/prescreening/{linkId} or /prescreening/{linkId}/{key}). */
const PRESCREENING_PAGE = /^\/prescreening\/([^/]+)(?:\/[^/]+)?\/?$/;

/**
 * Lets a company's careers page embed its pre-screening form: on that company's pre-screening
 * pages only, Content-Security-Policy frame-ancestors lists the https origins the company allowed
 * (beside 'self'), and X-Frame-Options, which cannot name an origin, is dropped. Every other page,
 * and the pages of a company that allowed none, keep the policy set before this (frame-ancestors
 * 'self', X-Frame-Options SAMEORIGIN). The origins are checked when saved and again here, so nothing
 * else can reach the header. Runs after the security headers are set.
 */
export function prescreeningFraming(frameAncestors: FrameAncestors): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = PRESCREENING_PAGE.exec(req.path);
    const companyId = match ? decodeCompanyLinkId(match[1]) : null;
    if (companyId === null) return next();
    frameAncestors.of(companyId).then(
      (origins) => {
        const allowed = origins.filter((o) => normalizeHttpsOrigin(o) === o);
        const policy = res.getHeader('Content-Security-Policy');
        if (allowed.length > 0 && typeof policy === 'string') {
          res.setHeader('Content-Security-Policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${allowed.join(' ')}`));
          res.removeHeader('X-Frame-Options');
        }
        next();
      },
      // The page is served with the default policy (not embeddable) rather than not at all.
      () => next(),
    );
  };
}
