import { INSPECTION_EXPORT_KEEP_DAYS } from '@clearhire/contracts';
import { useSession } from '../../session/use-session';
import { CompanyPicker } from '../common/CompanyPicker';
import { usePageTitle } from '../common/hooks';
import { useCompanyParam } from '../common/use-company-param';
import shared from '../common/dashboard.module.css';
import { InspectionExportList } from './InspectionExportList';
import { StartInspectionExport } from './StartInspectionExport';

/**
 * Form I-9 inspection (8 CFR 274a.2(b)(2)(ii): the Forms I-9 go to an inspector within 3 business
 * days of a Notice of Inspection). The employer chooses which Forms I-9 to gather; the worker builds
 * one zip, whose progress shows here, and it downloads from the list. An administrator works on one
 * company at a time, chosen above and kept in the URL.
 */
export function InspectionExportPage() {
  usePageTitle('I-9 Inspection');
  const { isAdmin } = useSession();
  const [companyId, chooseCompany] = useCompanyParam(isAdmin);
  const needsCompany = isAdmin && companyId === undefined;

  return (
    <>
      <div className={shared.pageHeader}>
        <h1>I-9 Inspection</h1>
      </div>
      <div className={shared.intro}>
        <p>
          After a Notice of Inspection, the Forms I-9 must reach the inspector within 3 business days. Prepare an export of the Forms I-9 asked
          for: one zip with a folder per employee (the Form I-9 record with every section and signature, and the copies of the documents the
          employee uploaded), an index of every form with its dates, retention and reverification, and the audit trail of those records.
        </p>
        <p>
          Large exports take a few minutes: the progress shows below, and the download waits here when you come back. Each zip is a copy of
          personal records, kept {INSPECTION_EXPORT_KEEP_DAYS} days and deleted sooner if a Form I-9 in it is destroyed.
        </p>
      </div>
      {isAdmin && (
        <CompanyPicker
          id="inspection-company"
          hint="An inspection export holds one employer's Forms I-9."
          emptyLabel="Choose a company…"
          value={companyId}
          onChange={chooseCompany}
        />
      )}
      {needsCompany ? (
        <p>Choose a company to prepare or download its inspection exports.</p>
      ) : (
        <>
          <StartInspectionExport key={`start-${companyId ?? 'own'}`} companyId={companyId} />
          <InspectionExportList key={`list-${companyId ?? 'own'}`} companyId={companyId} />
        </>
      )}
    </>
  );
}
