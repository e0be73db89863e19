import { useParams, useSearchParams } from 'react-router-dom';
import { decodeCompanyLinkId } from '@clearhire/domain';
import { StoreProvider } from '../../app/StoreProvider';
import { LanguageProvider, useMessages } from '../i18n/language';
import { FormLayout } from '../layout/FormLayout';
import { PrescreeningForm } from './PrescreeningForm';
import styles from '../layout/form.module.css';

/** Longest company name shown from the link; anything longer is someone playing with the URL. */
const MAX_COMPANY_NAME = 100;

/** /prescreening/{companyId × 73017}?company=Name — the public WOTC pre-screening (docs/product.md §2, §9). */
export function PrescreeningPage() {
  return (
    <StoreProvider>
      <LanguageProvider>
        <PrescreeningScreen />
      </LanguageProvider>
    </StoreProvider>
  );
}

function PrescreeningScreen() {
  const messages = useMessages();
  const { linkId = '' } = useParams();
  const [search] = useSearchParams();
  const companyId = decodeCompanyLinkId(linkId);
  const companyName = search.get('company')?.trim().slice(0, MAX_COMPANY_NAME) || null;

  return (
    <FormLayout documentTitle={messages.prescreening.documentTitle}>
      {companyId === null ? (
        <section className={styles.section}>
          <h1>{messages.prescreening.invalidLinkTitle}</h1>
          <p>{messages.prescreening.invalidLinkText}</p>
        </section>
      ) : (
        // A new link (another company) starts a fresh form.
        <PrescreeningForm key={companyId} companyId={companyId} companyName={companyName} />
      )}
    </FormLayout>
  );
}
