import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useCompaniesListQuery, type CompanyView } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { formatDate } from '../../ui/format';
import { useDebouncedValue, usePageTitle } from '../common/hooks';
import { PAGE_SIZE, PagedTable } from '../common/paging';
import { NotAvailable } from '../common/states';
import { CompanyName } from '../common/CompanyName';
import { ErdStatusBadge } from '../common/ErdStatusBadge';
import { ClickableRow } from '../common/ClickableRow';
import styles from '../common/dashboard.module.css';
import { SearchField } from '../common/SearchField';
import { withParam } from '../common/url-params';

const COMPANY_HEADERS = ['Name', 'Industry', 'Registration Date', 'Number of Employees', 'ERD Status', 'Actions'] as const;

export function companyPath(id: number): string {
  return `/dashboard/companies/${id}`;
}

/** Registered Companies (docs/product.md §2), administrators only; a company user is told so plainly. */
export function CompaniesPage() {
  const { isAdmin } = useSession();
  if (!isAdmin) {
    return <NotAvailable title="Page not available" message="The list of registered companies is available to administrators only." />;
  }
  return <CompaniesList />;
}

function CompaniesList() {
  usePageTitle('Registered Companies');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed.trim());
  const { currentData, isFetching } = useCompaniesListQuery({ search: search || undefined, limit: PAGE_SIZE, offset: 0 });

  // The search is kept in the URL (query parameter `search`) once typing pauses, without a history entry per key.
  useEffect(() => {
    if (settled === search) return;
    setParams((current) => withParam(current, 'search', settled), { replace: true });
  }, [settled, search, setParams]);

  return (
    <>
      <div className={styles.pageHeader}>
        <h1>Registered Companies</h1>
        <p className={styles.muted} role="status">
          {isFetching && !currentData ? 'Searching…' : `${currentData?.count ?? 0} Companies Found`}
        </p>
      </div>
      <div role="search" className={styles.toolbar}>
        <SearchField id="companies-search" label="Search companies" value={typed} onChange={setTyped} />
      </div>
      <CompaniesTable key={search} search={search} />
    </>
  );
}

function CompaniesTable({ search }: { search: string }) {
  return (
    <PagedTable<CompanyView, { search?: string }>
      label="Registered companies table"
      caption="Registered companies"
      headers={COMPANY_HEADERS}
      useList={useCompaniesListQuery}
      filters={{ search: search || undefined }}
      rowKey={(company) => company.id}
      row={(company) => <CompanyRow company={company} />}
    />
  );
}

function CompanyRow({ company }: { company: CompanyView }) {
  const path = companyPath(company.id);
  return (
    <ClickableRow to={path}>
      <td>
        <CompanyName name={company.name} />
      </td>
      <td>{company.industry}</td>
      <td>{formatDate(company.created_at)}</td>
      <td>{company.size}</td>
      <td>
        <ErdStatusBadge status={company.erd_status} />
      </td>
      <td>
        <Link to={path}>
          View <span className="visually-hidden">{company.name}</span>
        </Link>
      </td>
    </ClickableRow>
  );
}
