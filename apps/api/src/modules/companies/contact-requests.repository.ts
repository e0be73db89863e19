import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ContactRequest } from '@clearhire/db';

/** A demo request from the public site, before any company exists. */
export type NewContactRequest = Pick<ContactRequest, 'firstname' | 'lastname' | 'company' | 'position' | 'email' | 'ip'>;

/** Demo requests from the public site: written once, in the caller's transaction beside their audit event; the worker mails them to sales. */
@Injectable()
export class ContactRequestsRepository {
  add(m: EntityManager, request: NewContactRequest): Promise<ContactRequest> {
    return m.save(m.create(ContactRequest, request));
  }
}
