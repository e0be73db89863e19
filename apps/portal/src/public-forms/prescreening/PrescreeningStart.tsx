import { lazy, Suspense, useRef, useState } from 'react';
import { PageLoading } from '../../ui/PageLoading';
import { useMessages } from '../i18n/language';
import { ApplyingAt } from './ApplyingAt';
import { IntroStep } from './IntroStep';
import type { WhereApplied } from './where-applied';
import styles from '../layout/form.module.css';

const loadForm = () => import('./PrescreeningForm');
const PrescreeningForm = lazy(async () => ({ default: (await loadForm()).PrescreeningForm }));

interface PrescreeningStartProps {
  companyId: number;
  companyName: string | null;
  /** Where the applicant applies: named by the link, to choose, or the company's only location. */
  where: WhereApplied;
}

/**
 * Page 0 of the pre-screening (who asks, the statements, one yes/no), drawn with the page's own code.
 * The form behind it (react-hook-form, the fields, the questions and their checks) is its own chunk:
 * it is fetched when the applicant reaches for an answer and shown once they give one, so opening
 * the link loads only what this first screen needs (budget: 90 KB gzip, tools/bundle-report.mjs).
 */
export function PrescreeningStart({ companyId, companyName, where }: PrescreeningStartProps) {
  const messages = useMessages();
  const [eligible, setEligible] = useState<boolean | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (eligible !== null) {
    return (
      <Suspense fallback={<PageLoading />}>
        <PrescreeningForm companyId={companyId} companyName={companyName} where={where} answeredEligible={eligible} />
      </Suspense>
    );
  }
  return (
    <>
      <h1 className={styles.title}>{messages.prescreening.title}</h1>
      <ApplyingAt where={where} />
      <IntroStep companyName={companyName} headingRef={headingRef} onAnswer={setEligible} onIntent={() => void loadForm()} />
    </>
  );
}
