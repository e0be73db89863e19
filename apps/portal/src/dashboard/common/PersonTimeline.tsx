import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { PersonTimelineStepView } from '../../api/generated';
import { formatDate } from '../../ui/format';
import shared from './dashboard.module.css';

/** The page of a step's record, at the section that shows the step. */
export function timelineStepPath(step: PersonTimelineStepView): string {
  const page = step.record === 'submission' ? `/dashboard/submissions/${step.record_id}` : `/dashboard/employees/${step.record_id}`;
  return step.section ? `${page}#${step.section}` : page;
}

/**
 * A person's whole path, the same on the submission page and on the employee page: the WOTC
 * pre-screening and hire, the Form I-9 and E-Verify, the state's answer, wages, and the end of
 * employment and retention. Each step links to the page and section that hold it. The day shown is
 * the company's calendar day the API gives (`on`), never the browser's reading of an instant.
 */
export function PersonTimeline({ steps }: { steps: PersonTimelineStepView[] }) {
  useScrollToHash();
  if (steps.length === 0) return null;
  return (
    <section id="timeline" aria-labelledby="timeline-title" className="card">
      <h2 id="timeline-title">Timeline</h2>
      <ol className={shared.timeline}>
        {steps.map((step, i) => (
          <li key={`${step.step}-${i}`}>
            {step.on && <time dateTime={step.on}>{formatDate(step.on)}</time>}
            {step.on && ': '}
            <Link to={timelineStepPath(step)}>{step.label}</Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A link to a section of the page already open changes only the hash, which the router does not
 * scroll to: the section is brought into view here, once the page's sections are rendered.
 */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash, key]);
}
