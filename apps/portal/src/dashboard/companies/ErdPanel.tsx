import { useErdApproveMutation, type CompanyView } from '../../api/generated';
import { apiErrors } from '../../api/errors';
import { DOCUMENT_KIND, latestDocument } from '../common/documents';
import { DocumentButton } from '../common/DocumentButton';
import { ErdStatusBadge } from '../common/ErdStatusBadge';
import shared from '../common/dashboard.module.css';

interface Props {
  company: CompanyView;
  isAdmin: boolean;
  onApproved: () => void;
}

/**
 * The company's employer authorization: its status, the signed PDF once rendered, and for an
 * administrator the Approve action on a pending ERD (201 → approved, docs/product.md §4).
 */
export function ErdPanel({ company, isAdmin, onApproved }: Props) {
  const [approve, { isLoading, data: approval, error }] = useErdApproveMutation();
  const status = approval?.erd_status ?? company.erd_status;
  const erdDocument = latestDocument(company, DOCUMENT_KIND.erdAuthorization);

  const approveErd = async () => {
    const result = await approve({ companyId: company.id });
    // The approval answers with the new status; the company is read again so every field agrees.
    if ('data' in result) onApproved();
  };

  return (
    <section aria-labelledby="erd-title" className="card">
      <h2 id="erd-title">Employer Authorization (ERD)</h2>
      <div className={shared.actions}>
        <ErdStatusBadge status={status} />
        {status === 'pending' && isAdmin && (
          <button type="button" className="button" onClick={approveErd} disabled={isLoading}>
            {isLoading ? 'Approving…' : 'Approve'}
          </button>
        )}
        {status !== 'not-submitted' &&
          (erdDocument ? (
            <DocumentButton id={erdDocument.id} label="View ERD (PDF)" />
          ) : (
            <span className={shared.muted}>The signed ERD document is being prepared.</span>
          ))}
      </div>
      {error && (
        <div className="server-errors" role="alert">
          <ul>
            {apiErrors(error).map((e, i) => (
              <li key={i}>{e.msg}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
