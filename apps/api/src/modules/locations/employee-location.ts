import type { Employee, Location } from '@clearhire/db';

/**
 * The location an employee works at: its calendar (time zone and business days) counts their Form I-9
 * and E-Verify deadlines and dates their forms, its address is Section 2's business address, and
 * whether it is an E-Verify hiring site decides the alternative procedure. Every read that judges an
 * employee loads it; asking without it is a programming error, never a silent fall back to the
 * company's calendar (a deadline a day off is worse than a failed request).
 */
export function locationOf(employee: Pick<Employee, 'location'>): Location {
  if (!employee.location) throw new Error("An employee's location was asked for without loading it");
  return employee.location;
}
