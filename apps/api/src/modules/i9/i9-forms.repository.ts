import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { type Company, Employee, type Location, I9ExaminedDocument, I9Form, I9Preparer, I9Section2 } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';

/** A row to insert, its generated columns left to the database. */
type NewRow<T> = Omit<T, 'createdAt' | 'employee' | 'company'>;

/** Section 1 as the employee typed it: its id comes first, since each encrypted field is bound to its row. */
export type NewSection1 = Omit<NewRow<I9Form>, 'preparers' | 'documentsReadyAt'>;
export type NewPreparer = Omit<NewRow<I9Preparer>, 'id' | 'i9Form'>;
export type NewSection2 = Omit<NewRow<I9Section2>, 'documents'>;
export type NewExaminedDocument = Omit<NewRow<I9ExaminedDocument>, 'section2'>;

/** What Section 2 and Supplement B are judged against: the employer, the employee's location and the Form I-9 so far. */
export interface I9Sections {
  company: Company;
  /** Where the employee works: its calendar, business address and E-Verify hiring site. */
  location: Location;
  form: I9Form | null;
  section2: I9Section2 | null;
}

/**
 * An employee's Form I-9: Section 1 with its preparers (Supplement A), Section 2 with the documents
 * examined, and what each writes on the employee. The employee is found (and locked) first through
 * EmployeesRepository with the request's Scope, or by its private link; the writes run in the
 * caller's transaction, beside its audit event and the new version of the record (newI9Version).
 */
@Injectable()
export class I9FormsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The query behind `sectionsOf` (snapshotted in a test): the employee's company, location, Section 1 and Section 2 in one round trip. */
  sectionsQuery(scope: Scope, employeeId: string, manager?: EntityManager): SelectQueryBuilder<Employee> {
    return (manager ?? this.dataSource.manager)
      .createQueryBuilder(Employee, 'e')
      .innerJoinAndSelect('e.company', 'c')
      .innerJoinAndSelect('e.location', 'l')
      .leftJoinAndSelect('e.i9Form', 'f')
      .leftJoinAndSelect('e.section2', 's2')
      .where(scope.where({ id: employeeId }));
  }

  /** The company, location, Section 1 and Section 2 of an employee in scope, or null. */
  async sectionsOf(scope: Scope, employeeId: string, manager?: EntityManager): Promise<I9Sections | null> {
    const employee = await this.sectionsQuery(scope, employeeId, manager).getOne();
    return employee
      ? {
          company: employee.company!,
          location: employee.location!,
          form: employee.i9Form ?? null,
          section2: employee.section2 ?? null,
        }
      : null;
  }

  /** Stores Section 1, its preparers and the documents chosen, and marks it submitted. */
  async saveSection1(m: EntityManager, form: NewSection1, preparers: NewPreparer[], documentsType: Employee['documentsType']): Promise<void> {
    await m.insert(I9Form, form);
    if (preparers.length) await m.insert(I9Preparer, preparers);
    await m.update(Employee, { id: form.employeeId }, { i9Status: 'submitted', documentsType });
  }

  /** Stores Section 2 with the documents examined and marks the Form I-9 verified. */
  async saveSection2(
    m: EntityManager,
    section: NewSection2,
    documents: NewExaminedDocument[],
    employee: Pick<Employee, 'verifiedAt' | 'verifiedBy' | 'startDate' | 'reverifyBy'>,
  ): Promise<void> {
    await m.insert(I9Section2, section);
    await m.insert(I9ExaminedDocument, documents);
    await m.update(Employee, { id: section.employeeId }, { ...employee, i9Status: 'verified' });
  }
}
