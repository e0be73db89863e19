import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useEmployeesListQuery, type EmployeeListItem } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { useDebouncedValue, usePageTitle } from '../common/hooks';
import { PagedTable } from '../common/paging';
import { I9StatusBadge, employeePath } from './I9StatusBadge';
import { useCanAddEmployees } from './use-company-erd';
import { deadlineNote } from './I9Deadlines';
import { ClickableRow } from '../common/ClickableRow';
import { SearchField } from '../common/SearchField';
import { useCompanyLocations } from '../common/use-locations';
import { LocationFilter, locationParam } from '../common/LocationFilter';
import styles from '../common/dashboard.module.css';

// "Added on": the day the employer added the employee (the employee registers nothing; issue 32).
const EMPLOYEE_HEADERS = ['Name', 'I-9 Status', 'Deadlines', 'Email', 'Added on', 'Actions'] as const;
// With several locations, where each employee works.
const EMPLOYEE_HEADERS_BY_LOCATION = ['Name', 'I-9 Status', 'Deadlines', 'Email', 'Location', 'Added on', 'Actions'] as const;

/** Employees (docs/product.md §2): search, 10 rows at a time, and Add New Employee once the ERD is approved. */
export function EmployeesPage() {
  usePageTitle('Employees');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const { canAdd, isLoading, isCompanyUser } = useCanAddEmployees();
  // ?reverify=due (the dashboard's reverification tile links here): the employees to reverify within 90 days.
  const [params, setParams] = useSearchParams();
  const reverifyDue = params.get('reverify') === 'due';
  const { locations, several } = useCompanyLocations();
  const locationId = several ? locationParam(params.get('locationId')) : undefined;
  const setFilters = (reverify: boolean, location: string | undefined) =>
    setParams({ ...(reverify ? { reverify: 'due' } : {}), ...(location ? { locationId: location } : {}) }, { replace: true });
  const toggleReverify = (on: boolean) => setFilters(on, locationId);

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>Employees</h1>
        {canAdd && (
          <div className={styles.actions}>
            <Link to="/dashboard/employees/import" className="button button--secondary">
              Import employees
            </Link>
            <Link to="/dashboard/employees/add" className="button">
              Add New Employee
            </Link>
          </div>
        )}
      </div>
      {isCompanyUser && !isLoading && !canAdd && (
        <p className="banner">
          Employees can be added once your ERD and I-9 Employer Authorization forms are approved.
        </p>
      )}
      <div role="search" className={styles.toolbar}>
        <SearchField id="employees-search" label="Search employees" value={typed} onChange={setTyped} />
        <label className="choice" htmlFor="employees-reverify">
          <input id="employees-reverify" type="checkbox" checked={reverifyDue} onChange={(event) => toggleReverify(event.target.checked)} />
          Only employees to reverify within 90 days
        </label>
        {several && <LocationFilter id="employees-location" locations={locations} value={locationId} onChange={(id) => setFilters(reverifyDue, id)} />}
      </div>
      <EmployeesTable key={`${search}|${reverifyDue}|${locationId ?? ''}`} search={search} reverifyDue={reverifyDue} locationId={locationId} showLocation={several} />
    </>
  );
}

function EmployeesTable({ search, reverifyDue, locationId, showLocation }: { search: string; reverifyDue: boolean; locationId: string | undefined; showLocation: boolean }) {
  return (
    <PagedTable<EmployeeListItem, { search?: string; reverify?: 'due'; locationId?: string }>
      label="Employees table"
      caption="Employees"
      headers={showLocation ? EMPLOYEE_HEADERS_BY_LOCATION : EMPLOYEE_HEADERS}
      useList={useEmployeesListQuery}
      filters={{ search: search || undefined, reverify: reverifyDue ? 'due' : undefined, locationId }}
      rowKey={(employee) => employee.id}
      row={(employee) => <EmployeeRow employee={employee} showLocation={showLocation} />}
    />
  );
}

function EmployeeRow({ employee, showLocation }: { employee: EmployeeListItem; showLocation: boolean }) {
  const path = employeePath(employee.id);
  const name = `${employee.firstname} ${employee.lastname}`;
  return (
    <ClickableRow to={path}>
      <td>{name}</td>
      <td>
        <I9StatusBadge status={employee.i9_status} />
      </td>
      <td className={employee.section2_late && employee.i9_status !== 'verified' ? styles.urgent : undefined}>{deadlineNote(employee)}</td>
      <td>{employee.email}</td>
      {showLocation && <td>{employee.location.name}</td>}
      <td>{formatDate(employee.created_at)}</td>
      <td>
        <Link to={path}>
          View <span className="visually-hidden">{name}</span>
        </Link>
      </td>
    </ClickableRow>
  );
}
