import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEmployeesListQuery, type EmployeeListItem } from '../../api/generated';
import { formatDate } from '../../ui/format';
import { useDebouncedValue, usePageTitle } from '../shared/hooks';
import { PAGE_SIZE, usePages, ViewMoreButton } from '../shared/paging';
import { LoadingRow, TableMessageRow } from '../shared/states';
import { I9StatusBadge, employeePath } from './I9StatusBadge';
import { useCanAddEmployees } from './use-company-erd';
import { ClickableRow } from '../shared/ClickableRow';
import styles from '../shared/dashboard.module.css';
import { TableScroll } from '../shared/TableScroll';

const COLUMNS = 5;

/** Employees (docs/product.md §2): search, 10 rows at a time, and Add New Employee once the ERD is approved. */
export function EmployeesPage() {
  usePageTitle('Employees');
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const { canAdd, isLoading, isCompanyUser } = useCanAddEmployees();

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>Employees</h1>
        {canAdd && (
          <Link to="/dashboard/employees/add" className="button">
            Add New Employee
          </Link>
        )}
      </div>
      {isCompanyUser && !isLoading && !canAdd && (
        <p className="banner">
          Employees can be added once your ERD and I-9 Employer Authorization forms are approved.
        </p>
      )}
      <div role="search" className={styles.toolbar}>
        <div className="field">
          <label htmlFor="employees-search">Search employees</label>
          <input id="employees-search" type="search" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
      </div>
      <EmployeesTable key={search} search={search} />
    </>
  );
}

function EmployeesTable({ search }: { search: string }) {
  const { laterOffsets, lastOffset, shown, showMore } = usePages();
  const args = { search: search || undefined, limit: PAGE_SIZE };
  const first = useEmployeesListQuery({ ...args, offset: 0 });
  const last = useEmployeesListQuery({ ...args, offset: lastOffset });
  const rows = first.currentData?.data ?? [];
  return (
    <>
      <TableScroll label="Employees table">
        <table className="table">
          <caption className="visually-hidden">Employees</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">I-9 Status</th>
              <th scope="col">Email</th>
              <th scope="col">Registration Date</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {first.isFetching && !first.currentData ? (
              <LoadingRow columns={COLUMNS} />
            ) : rows.length === 0 ? (
              // docs/product.md §8: a failed fetch reads as an empty list.
              <TableMessageRow columns={COLUMNS}>No results found</TableMessageRow>
            ) : (
              rows.map((employee) => <EmployeeRow key={employee.id} employee={employee} />)
            )}
            {laterOffsets.map((offset) => (
              <LaterEmployeeRows key={offset} search={search} offset={offset} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ViewMoreButton total={first.currentData?.count ?? 0} shown={shown} loading={last.isFetching} onClick={showMore} />
    </>
  );
}

function LaterEmployeeRows({ search, offset }: { search: string; offset: number }) {
  const { currentData, isFetching } = useEmployeesListQuery({ search: search || undefined, limit: PAGE_SIZE, offset });
  if (isFetching && !currentData) return <LoadingRow columns={COLUMNS} />;
  return (
    <>
      {(currentData?.data ?? []).map((employee) => (
        <EmployeeRow key={employee.id} employee={employee} />
      ))}
    </>
  );
}

function EmployeeRow({ employee }: { employee: EmployeeListItem }) {
  const path = employeePath(employee.id);
  const name = `${employee.firstname} ${employee.lastname}`;
  return (
    <ClickableRow to={path}>
      <td>{name}</td>
      <td>
        <I9StatusBadge status={employee.i9_status} />
      </td>
      <td>{employee.email}</td>
      <td>{formatDate(employee.created_at)}</td>
      <td>
        <Link to={path}>
          View <span className="visually-hidden">{name}</span>
        </Link>
      </td>
    </ClickableRow>
  );
}
