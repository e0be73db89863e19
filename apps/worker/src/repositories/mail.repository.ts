import { IsNull, type DataSource } from 'typeorm';
import { AccountLink, Company, ContactRequest, Employee, I9SupplementB, User } from '@clearhire/db';

/**
 * What each of the product's mails reads, fresh, by the id its job carries, and what it records
 * once the message is handed over (so it is sent once). Every row is the job's own record, or the
 * company, user or employee that record names.
 */
export class MailRepository {
  constructor(private readonly dataSource: DataSource) {}

  employeeWithCompany(id: string): Promise<Employee | null> {
    return this.dataSource.getRepository(Employee).findOne({ where: { id }, relations: { company: true } });
  }

  async markInvitationSent(employeeId: string): Promise<void> {
    await this.dataSource.getRepository(Employee).update({ id: employeeId }, { invitedAt: () => 'now()' });
  }

  /** A Supplement B section with its employee and the employee's company, in one round trip. */
  supplementBWithEmployee(id: string): Promise<I9SupplementB | null> {
    return this.dataSource.getRepository(I9SupplementB).findOne({ where: { id }, relations: { employee: { company: true } } });
  }

  async markReverificationLinkSent(supplementBId: string): Promise<void> {
    await this.dataSource.getRepository(I9SupplementB).update({ id: supplementBId }, { invitedAt: () => 'now()' });
  }

  /** Every enabled administrator's address (a disabled one no longer hears of the companies). */
  async administratorEmails(): Promise<string[]> {
    const admins = await this.dataSource.getRepository(User).find({ where: { isAdmin: true, disabledAt: IsNull() }, select: { email: true } });
    return admins.map((a) => a.email);
  }

  contactRequest(id: string): Promise<ContactRequest | null> {
    return this.dataSource.getRepository(ContactRequest).findOne({ where: { id } });
  }

  accountLink(id: string): Promise<AccountLink | null> {
    return this.dataSource.getRepository(AccountLink).findOne({ where: { id } });
  }

  /** The link is mailed: its token is erased, never to be mailed again. */
  async markAccountLinkMailed(id: string): Promise<void> {
    await this.dataSource.getRepository(AccountLink).update({ id }, { mailedAt: () => 'now()', tokenEncrypted: null });
  }

  user(id: string): Promise<User | null> {
    return this.dataSource.getRepository(User).findOne({ where: { id } });
  }

  company(id: number): Promise<Company | null> {
    return this.dataSource.getRepository(Company).findOne({ where: { id } });
  }
}
