import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SmsOptOut } from '@clearhire/db';

/**
 * The numbers that replied STOP. An opt-out is the number's, across companies (ClearHire texts
 * every employer's employees from one sender), so these rows belong to no company.
 */
@Injectable()
export class SmsOptOutsRepository {
  /** Records the opt-out; a number already opted out keeps its first date. */
  async optOut(m: EntityManager, phone: string): Promise<void> {
    await m.createQueryBuilder().insert().into(SmsOptOut).values({ phone }).orIgnore().execute();
  }

  /** Removes the opt-out; answers whether there was one. */
  async optIn(m: EntityManager, phone: string): Promise<boolean> {
    const result = await m.delete(SmsOptOut, { phone });
    return (result.affected ?? 0) > 0;
  }
}
