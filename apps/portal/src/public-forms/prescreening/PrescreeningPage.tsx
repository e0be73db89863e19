import { decodeCompanyLinkId } from '@clearhire/domain';
import { formsApi, useFormsRead } from '../api/forms-api';
import { PageLoading } from '../../ui/PageLoading';
import { LanguageProvider, useMessages } from '../i18n/language';
import { FormLayout } from '../layout/FormLayout';
import { LinkLoadFailed } from '../layout/LinkLoadFailed';
import { PrescreeningStart } from './PrescreeningStart';
import { whereFromCompanyLink, type WhereApplied } from './where-applied';
import styles from '../layout/form.module.css';

/**
 * /prescreening/{companyId × 73017}?company=Name — the public WOTC pre-screening (docs/product.md §2, §9),
 * and /prescreening/{companyId × 73017}/{locationKey}, a location's own link.
 * The employer's name shown is the one ClearHire holds for the company the link names, never the
 * `company` of the URL: a crafted link must not put another name on a form that collects SSNs. The
 * same holds for the location: its name comes from ClearHire, for a key of that company only.
 */
export function PrescreeningPage({ linkId, locationKey }: { linkId: string; locationKey?: string }) {
  return (
    <LanguageProvider>
      <PrescreeningScreen linkId={linkId} locationKey={locationKey} />
    </LanguageProvider>
  );
}

/** The employer and where the applicant applies, from either kind of link. */
function readLink(linkId: string, locationKey: string | undefined, signal: AbortSignal): Promise<{ name: string; where: WhereApplied }> {
  if (locationKey !== undefined) {
    return formsApi.prescreeningLinkLocation(linkId, locationKey, signal).then(({ name, location }) => ({ name, where: { kind: 'named', location } }));
  }
  return formsApi.prescreeningLinkCompany(linkId, signal).then(({ name, locations }) => ({ name, where: whereFromCompanyLink(locations) }));
}

function PrescreeningScreen({ linkId, locationKey }: { linkId: string; locationKey?: string }) {
  const messages = useMessages();
  const companyId = decodeCompanyLinkId(linkId);
  const key = locationKey === undefined ? linkId : `${linkId}/${locationKey}`;
  const link = useFormsRead(key, (signal) => readLink(linkId, locationKey, signal), { skip: companyId === null });

  let content;
  if (companyId === null || (link.error && 'status' in link.error && link.error.status === 404)) {
    content = (
      <section className={styles.section}>
        <h1>{messages.prescreening.invalidLinkTitle}</h1>
        <p>{messages.prescreening.invalidLinkText}</p>
      </section>
    );
  } else if (link.isLoading) {
    content = <PageLoading />;
  } else if (link.error || !link.data) {
    content = <LinkLoadFailed title={messages.prescreening.loadFailedTitle} error={link.error} onRetry={() => void link.refetch()} />;
  } else {
    // A new link (another company or location) starts a fresh form.
    content = <PrescreeningStart key={key} companyId={companyId} companyName={link.data.name} where={link.data.where} />;
  }
  return <FormLayout documentTitle={messages.prescreening.documentTitle} pending={link.isLoading}>{content}</FormLayout>;
}
