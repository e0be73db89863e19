import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RECENT_SUBMISSIONS } from '@clearhire/contracts';
import { useCompaniesDetailQuery, useSubmissionsListQuery, type CompanyView } from '../../api/generated';
import { useSession } from '../../session/use-session';
import { formatDate } from '../../ui/format';
import { usePageTitle } from '../common/hooks';
import { DetailList } from '../common/DetailList';
import { LoadFailed, LoadingRow, LoadingText, TableMessageRow } from '../common/states';
import { companySubmissionsPath } from '../common/links';
import { SubmissionRow, SubmissionTableHead, submissionColumns } from '../submissions/SubmissionRow';
import { ErdPanel } from './ErdPanel';
import { CompanyCalendar } from './CompanyCalendar';
import { CompanyI9Settings } from './CompanyI9Settings';
import { CompanyTeam } from '../team/CompanyTeam';
import { TwoFactorRequirement } from '../team/TwoFactorRequirement';
import { TableScroll } from '../common/TableScroll';
import shared from '../common/dashboard.module.css';

// Only administrators see a company's keys here: their own chunk, loaded with the section.
const CompanyApiKeys = lazy(() => import('../api-keys/CompanyApiKeys').then((m) => ({ default: m.CompanyApiKeys })));

/**
 * Company detail (docs/product.md §2): contact information, ERD status and action, its latest
 * submissions; for an administrator also the company's users and API keys, managed as its owners do.
 */
export function CompanyDetailPage() {
  const { companyId = '' } = useParams();
  const id = Number(companyId);
  const validId = Number.isSafeInteger(id) && id > 0;
  const { isAdmin } = useSession();
  const { data, error, isLoading, refetch } = useCompaniesDetailQuery({ id }, { skip: !validId });
  const company = data?.data;
  usePageTitle(company?.name ?? 'Company');

  return (
    <>
      <p>
        <Link to={isAdmin ? '/dashboard/companies' : '/dashboard'}>Go Back</Link>
      </p>
      <div className={shared.pageHeader}>
        <h1>{company?.name ?? 'Company'}</h1>
      </div>
      {!validId ? (
        <LoadFailed what="company" error={{ status: 404, data: undefined }} />
      ) : isLoading ? (
        <LoadingText what="the company" />
      ) : !company ? (
        <LoadFailed what="company" error={error} onRetry={refetch} />
      ) : (
        <div className={shared.stack}>
          <ContactInfo company={company} />
          <ErdPanel company={company} isAdmin={isAdmin} onApproved={refetch} />
          <CompanyCalendar key={company.time_zone} company={company} onSaved={refetch} />
          <CompanyI9Settings company={company} onSaved={refetch} />
          <CompanySubmissions company={company} showCompany={isAdmin} />
          {isAdmin && (
            <section aria-labelledby="company-users-title" className="card">
              <h2 id="company-users-title">Users</h2>
              <div className={shared.stack}>
                <CompanyTeam companyId={company.id} canManage level={3} />
                <TwoFactorRequirement companyId={company.id} canChange level={3} />
              </div>
            </section>
          )}
          {isAdmin && (
            <section aria-labelledby="company-api-keys-title" className="card">
              <h2 id="company-api-keys-title">API keys</h2>
              <Suspense fallback={<LoadingText what="the API keys" />}>
                <CompanyApiKeys companyId={company.id} level={3} />
              </Suspense>
            </section>
          )}
        </div>
      )}
    </>
  );
}

function ContactInfo({ company }: { company: CompanyView }) {
  return (
    <section aria-labelledby="contact-title" className="card">
      <h2 id="contact-title">Contact Information</h2>
      <DetailList
        items={[
          ['Contact', `${company.firstname} ${company.lastname}`],
          ['E-mail', <a href={`mailto:${company.email}`}>{company.email}</a>],
          ['Phone', company.phone],
          ['Fax', company.fax],
          ['Industry', company.industry],
          ['Number of Employees', company.size],
          ['EIN', company.ein],
          ['Registration Date', formatDate(company.created_at)],
        ]}
      />
    </section>
  );
}

function CompanySubmissions({ company, showCompany }: { company: CompanyView; showCompany: boolean }) {
  const { currentData, isFetching } = useSubmissionsListQuery({ companyId: company.id, limit: RECENT_SUBMISSIONS, offset: 0 });
  const rows = currentData?.data ?? [];
  const columns = submissionColumns(showCompany);
  return (
    <section aria-labelledby="company-submissions-title" className="card">
      <div className={shared.pageHeader}>
        <h2 id="company-submissions-title">Recent Submissions</h2>
        <Link to={companySubmissionsPath(company.name)}>View all submissions of {company.name}</Link>
      </div>
      <TableScroll label="Company submissions table">
        <table className="table">
          <SubmissionTableHead showCompany={showCompany} />
          <tbody>
            {isFetching && !currentData ? (
              <LoadingRow columns={columns} />
            ) : rows.length === 0 ? (
              <TableMessageRow columns={columns}>No results found</TableMessageRow>
            ) : (
              rows.map((item) => <SubmissionRow key={item.id} item={item} showCompany={showCompany} />)
            )}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
