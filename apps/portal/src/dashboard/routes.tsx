import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';

/**
 * Each dashboard page is its own lazy chunk, and so is the shell that brings the store, the login
 * guard and the side menu: the entry chunk holds nothing but these few lines (bundle budget).
 */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const DashboardShell = lazyNamed(() => import('./layout/DashboardShell'), 'DashboardShell');
const DashboardHome = lazyNamed(() => import('./home/DashboardHome'), 'DashboardHome');
const SubmissionsPage = lazyNamed(() => import('./submissions/SubmissionsPage'), 'SubmissionsPage');
const SubmissionDetailPage = lazyNamed(() => import('./submissions/SubmissionDetailPage'), 'SubmissionDetailPage');
const CompaniesPage = lazyNamed(() => import('./companies/CompaniesPage'), 'CompaniesPage');
const CompanyDetailPage = lazyNamed(() => import('./companies/CompanyDetailPage'), 'CompanyDetailPage');
const ErdFormPage = lazyNamed(() => import('./erd/ErdFormPage'), 'ErdFormPage');
const EmployeesPage = lazyNamed(() => import('./employees/EmployeesPage'), 'EmployeesPage');
const AddEmployeePage = lazyNamed(() => import('./employees/AddEmployeePage'), 'AddEmployeePage');
const ImportEmployeesPage = lazyNamed(() => import('./employees/import/ImportEmployeesPage'), 'ImportEmployeesPage');
const EmployeeDetailPage = lazyNamed(() => import('./employees/EmployeeDetailPage'), 'EmployeeDetailPage');
const CreditsPage = lazyNamed(() => import('./credits/CreditsPage'), 'CreditsPage');
const StateBatchPage = lazyNamed(() => import('./state-batch/StateBatchPage'), 'StateBatchPage');
const InspectionExportPage = lazyNamed(() => import('./inspection/InspectionExportPage'), 'InspectionExportPage');
const TeamPage = lazyNamed(() => import('./team/TeamPage'), 'TeamPage');
const LocationsPage = lazyNamed(() => import('./locations/LocationsPage'), 'LocationsPage');
const ApiKeysPage = lazyNamed(() => import('./api-keys/ApiKeysPage'), 'ApiKeysPage');
const WebhooksPage = lazyNamed(() => import('./webhooks/WebhooksPage'), 'WebhooksPage');
const AdminsPage = lazyNamed(() => import('./admins/AdminsPage'), 'AdminsPage');
const AccountPage = lazyNamed(() => import('./account/AccountPage'), 'AccountPage');

/** Route elements of this area, placed by App inside <Routes>: docs/product.md §2, /dashboard and below. */
export function dashboardRoutes(): ReactNode {
  return (
    <Route path="/dashboard" element={<DashboardShell />}>
      <Route index element={<DashboardHome />} />
      <Route path="submissions" element={<SubmissionsPage />} />
      <Route path="submissions/:submissionId" element={<SubmissionDetailPage />} />
      <Route path="companies" element={<CompaniesPage />} />
      <Route path="companies/:companyId" element={<CompanyDetailPage />} />
      <Route path="erd" element={<ErdFormPage />} />
      <Route path="employees" element={<EmployeesPage />} />
      <Route path="employees/add" element={<AddEmployeePage />} />
      <Route path="employees/import" element={<ImportEmployeesPage />} />
      <Route path="employees/:employeeId" element={<EmployeeDetailPage />} />
      <Route path="i9-inspection" element={<InspectionExportPage />} />
      <Route path="credits" element={<CreditsPage />} />
      <Route path="state-batch" element={<StateBatchPage />} />
      <Route path="locations" element={<LocationsPage />} />
      <Route path="team" element={<TeamPage />} />
      <Route path="api-keys" element={<ApiKeysPage />} />
      <Route path="webhooks" element={<WebhooksPage />} />
      <Route path="admins" element={<AdminsPage />} />
      <Route path="account" element={<AccountPage />} />
    </Route>
  );
}
