import { Injectable } from '@nestjs/common';
import { CompaniesRepository } from './companies.repository';

/** How long a process trusts its copy of a company's origins: another API process's change shows within it. */
const TTL_MS = 30_000;
/** Companies whose origins one process keeps at once; the oldest entry goes first. */
const MAX_ENTRIES = 10_000;

/**
 * The https origins allowed to frame a company's public pre-screening pages, read once per company
 * and kept for TTL_MS, so serving the form costs no query on most requests. The process that saves
 * a change forgets its copy at once; the others within TTL_MS.
 */
@Injectable()
export class FrameAncestors {
  private readonly cache = new Map<number, { origins: readonly string[]; until: number }>();

  constructor(private readonly companies: CompaniesRepository) {}

  async of(companyId: number): Promise<readonly string[]> {
    const now = Date.now();
    const cached = this.cache.get(companyId);
    if (cached && cached.until > now) return cached.origins;
    const origins = (await this.companies.atsSettings(companyId))?.frameAncestors ?? [];
    this.cache.delete(companyId);
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(companyId, { origins, until: now + TTL_MS });
    return origins;
  }

  forget(companyId: number): void {
    this.cache.delete(companyId);
  }
}
