import { decodeCompanyLinkId } from '@clearhire/domain';
import { formsApi, useFormsRead } from '../api/forms-api';
import { PageLoading } from '../../ui/PageLoading';
import { LanguageProvider, useMessages } from '../i18n/language';
import { FormLayout } from '../layout/FormLayout';
import { LinkLoadFailed } from '../layout/LinkLoadFailed';
import { PrescreeningStart } from './PrescreeningStart';
import styles from '../layout/form.module.css';

/**
 * /prescreening/{companyId × 73017}?company=Name — the public WOTC pre-screening (docs/product.md §2, §9).
 * The employer's name shown is the one ClearHire holds for the company the link names, never the
 * `company` of the URL: a crafted link must not put another name on a form that collects SSNs.
 */
export function PrescreeningPage({ linkId }: { linkId: string }) {
  return (
    <LanguageProvider>
      <PrescreeningScreen linkId={linkId} />
    </LanguageProvider>
  );
}

function PrescreeningScreen({ linkId }: { linkId: string }) {
  const messages = useMessages();
  const companyId = decodeCompanyLinkId(linkId);
  const link = useFormsRead(linkId, (signal) => formsApi.prescreeningLinkCompany(linkId, signal), { skip: companyId === null });

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
    // A new link (another company) starts a fresh form.
    content = <PrescreeningStart key={companyId} companyId={companyId} companyName={link.data.name} />;
  }
  return <FormLayout documentTitle={messages.prescreening.documentTitle}>{content}</FormLayout>;
}
