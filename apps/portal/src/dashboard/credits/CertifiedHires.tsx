import { useCreditsListQuery } from '../../api/generated';
import { PAGE_SIZE, usePages, ViewMoreButton } from '../common/paging';
import { LoadingText } from '../common/states';
import { HireCard } from './HireCard';
import shared from '../common/dashboard.module.css';
import styles from './credits.module.css';

interface Props {
  companyId: number | undefined;
  showCompany: boolean;
}

export const NO_HIRES_MESSAGE =
  'No certified hires yet. A hire appears here once the state agency approves its submission and the start date is recorded.';

/**
 * "Certified hires": approved submissions with a start date, newest start first, PAGE_SIZE at a
 * time from the server (common/paging). Each hire opens its wages by tax year. The caller keys
 * this list by company so it starts again at one page when the company changes.
 */
export function CertifiedHires({ companyId, showCompany }: Props) {
  const { laterOffsets, lastOffset, shown, showMore } = usePages();
  const first = useCreditsListQuery({ companyId, limit: PAGE_SIZE, offset: 0 });
  const last = useCreditsListQuery({ companyId, limit: PAGE_SIZE, offset: lastOffset });
  const hires = first.currentData?.data ?? [];

  return (
    <section aria-labelledby="certified-hires-title" className={shared.section}>
      <h2 id="certified-hires-title">Certified hires</h2>
      <p className={shared.muted}>Newest start date first. Open a hire&apos;s wages to record its hours and wages of a tax year.</p>
      {first.isFetching && !first.currentData ? (
        <LoadingText what="the certified hires" />
      ) : first.isError && !first.currentData ? (
        <p>We could not load the certified hires. Reload the page to try again.</p>
      ) : hires.length === 0 ? (
        <p className="card">{NO_HIRES_MESSAGE}</p>
      ) : (
        <ul className={styles.hires} aria-label="Certified hires">
          {hires.map((hire) => (
            <HireCard key={hire.submission_id} hire={hire} showCompany={showCompany} />
          ))}
          {laterOffsets.map((offset) => (
            <LaterHires key={offset} companyId={companyId} offset={offset} showCompany={showCompany} />
          ))}
        </ul>
      )}
      <ViewMoreButton total={first.currentData?.count ?? 0} shown={shown} loading={last.isFetching} onClick={showMore} />
    </section>
  );
}

/** The hires of one "View more" page, appended under the ones before it. */
function LaterHires({ companyId, offset, showCompany }: { companyId: number | undefined; offset: number; showCompany: boolean }) {
  const { currentData, isFetching } = useCreditsListQuery({ companyId, limit: PAGE_SIZE, offset });
  if (isFetching && !currentData) {
    return (
      <li>
        <LoadingText what="more hires" />
      </li>
    );
  }
  return (
    <>
      {(currentData?.data ?? []).map((hire) => (
        <HireCard key={hire.submission_id} hire={hire} showCompany={showCompany} />
      ))}
    </>
  );
}
