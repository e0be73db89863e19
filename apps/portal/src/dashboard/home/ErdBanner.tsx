import { Link } from 'react-router-dom';
import { useCompaniesDetailQuery } from '../../api/generated';
import { CopyButton } from '../../ui/CopyButton';
import { useSession } from '../../session/use-session';
import { ERD_OWNER_SIGNS } from '../common/erd';
import { prescreeningLink } from '../common/links';
import shared from '../common/dashboard.module.css';

/**
 * What a company user must know about its employer authorization (docs/product.md §4): complete it,
 * wait for it, or, once approved, the pre-screening link to share with applicants.
 * Nothing shows while the company loads or if it cannot be read: the banner is advice, not a gate.
 */
export function ErdBanner({ companyId }: { companyId: number }) {
  const { isOwner } = useSession();
  const { data } = useCompaniesDetailQuery({ id: companyId });
  const company = data?.data;
  if (!company) return null;

  switch (company.erd_status) {
    case 'not-submitted':
      return (
        <div className="banner banner--warning">
          <p>
            Please complete the ERD and I-9 Employer Authorization forms. Applicants can be pre-screened and employees added
            once they are approved.
          </p>
          {isOwner ? (
            <Link to="/dashboard/erd">Complete the ERD and I-9 Employer Authorization forms</Link>
          ) : (
            <p>{ERD_OWNER_SIGNS}</p>
          )}
        </div>
      );
    case 'pending':
      return (
        <div className="banner">
          <p>Your ERD and I-9 Employer Authorization forms are being processed. You will be notified of any issue.</p>
        </div>
      );
    case 'approved': {
      const link = prescreeningLink(company.id, company.name);
      return (
        <section className="banner banner--success" aria-labelledby="prescreening-link-title">
          <h2 id="prescreening-link-title">Your pre-screening link</h2>
          <div className={shared.linkBox}>
            <p>Share this link with applicants: the WOTC pre-screening takes about a minute.</p>
            <span className={shared.linkText}>{link}</span>
            <CopyButton text={link} />
          </div>
        </section>
      );
    }
  }
  return null;
}
