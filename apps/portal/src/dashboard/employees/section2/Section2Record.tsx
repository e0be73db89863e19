import type { Section2View } from '../../../api/generated';
import { formatDate } from '../../../ui/format';
import { DetailList } from '../../common/DetailList';
import { TableScroll } from '../../common/TableScroll';

/** Section 2 as the examiner signed it; document numbers show only their last four characters. */
export function Section2Record({ section2: s }: { section2: Section2View }) {
  const examiner = `${s.examiner.first_name} ${s.examiner.last_name}, ${s.examiner.title}${s.examiner.authorized_representative ? " (the employer's authorized representative)" : ''}`;
  return (
    <section id="section2" aria-labelledby="section2-title" className="card">
      <h2 id="section2-title">Section 2: Employer Review and Verification</h2>
      <DetailList
        items={[
          ['First day of employment', formatDate(s.first_day_of_employment)],
          ['Hired for fewer than 3 business days', s.short_term_employment ? 'Yes' : 'No'],
          ['Alternative procedure used', s.alternative_procedure ? 'Yes: documents examined remotely by live video' : 'No: originals examined in person'],
          ['Additional information', s.additional_information],
          ['Examined and signed by', examiner],
          ['Signed on', formatDate(s.signed_on)],
          ['Due by', `${formatDate(s.due_date)}${s.late ? ' (signed late)' : ''}`],
          ['Employer', `${s.employer.name}, ${s.employer.street}, ${s.employer.city}, ${s.employer.state} ${s.employer.zip}`],
        ]}
      />
      <TableScroll label="Documents examined">
        <table>
          <caption>Documents examined</caption>
          <thead>
            <tr>
              <th scope="col">List</th>
              <th scope="col">Document title</th>
              <th scope="col">Issuing authority</th>
              <th scope="col">Number</th>
              <th scope="col">Expiration date</th>
            </tr>
          </thead>
          <tbody>
            {s.documents.map((d, i) => (
              <tr key={i}>
                <td>{d.list}</td>
                <td>{d.title}</td>
                <td>{d.issuing_authority}</td>
                <td>{d.number}</td>
                <td>{d.expiration_date ? formatDate(d.expiration_date) : 'N/A'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="field__hint">{s.attestation}</p>
    </section>
  );
}
