import { useEffect, useRef, useState } from 'react';
import { daysLeftText } from '@clearhire/contracts';
import type { EVerifyView } from '../../../api/generated';
import { formatDate } from '../../../ui/format';
import { CreateCaseForm } from './CreateCaseForm';
import styles from '../section2/section2.module.css';

/** What Section 2's answer said about E-Verify, kept by the page for as long as it stays open. */
export interface JustSigned {
  /** The case was created on its own (the company's option to create it after Section 2). */
  readonly everifyCaseCreated: boolean;
}

/**
 * Creating the case. Right after Section 2 is signed, the case is the employer's next task, due by
 * the 3rd business day after the first day: the page says so and takes the focus there, so the
 * signer goes straight on. Opened later, the page shows the creation form as it is.
 */
export function CaseCreation({ employeeId, everify, justSigned, onCreated }: { employeeId: string; everify: EVerifyView; justSigned: JustSigned | null; onCreated: () => void }) {
  const [opened, setOpened] = useState(false);
  if (!everify.can_create) return null;
  if (!justSigned || opened) return <CreateCaseForm employeeId={employeeId} everify={everify} onCreated={onCreated} focusOnOpen={opened} />;
  return <NextCaseStep everify={everify} onOpen={() => setOpened(true)} />;
}

/** Section 2's answer said the case was created on its own: the signer reads it where the next step would be. */
export function CreatedAutomatically() {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} role="status" className="banner banner--success">
      <strong>E-Verify case created automatically.</strong> It was created as soon as Section 2 was signed; E-Verify&apos;s result appears here.
    </p>
  );
}

function NextCaseStep({ everify, onOpen }: { everify: EVerifyView; onOpen: () => void }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  const { case_due_date: due, case_days_left: daysLeft, case_days_unit: unit } = everify;
  const late = daysLeft !== null && daysLeft < 0;
  const when = due && daysLeft !== null && unit ? ` — due ${formatDate(due)} (${daysLeftText(daysLeft, unit)})` : '';
  return (
    <div className="banner banner--warning">
      <h3 id="everify-next-title" ref={ref} tabIndex={-1} className={late ? styles.late : undefined}>
        Create the E-Verify case{when}
      </h3>
      <p>Section 2 is signed. E-Verify asks for the case by the 3rd business day after the first day of employment{late ? '; it is late now, so it asks for the reason.' : '.'}</p>
      <button type="button" className="button" onClick={onOpen}>
        Create the E-Verify case
      </button>
    </div>
  );
}

/** Moves the keyboard and screen reader focus to the element once it appears. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
