import type { EmployeeImportProblemView } from '../../../api/generated';
import { TableScroll } from '../../common/TableScroll';

/** Every problem of the file, by line and column, in a table a screen reader can walk. */
export function ImportProblems({ problems, caption }: { problems: EmployeeImportProblemView[]; caption: string }) {
  if (problems.length === 0) return null;
  return (
    <TableScroll label={caption}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p, i) => (
            <tr key={`${p.line}-${p.column ?? ''}-${i}`}>
              <td>{p.line}</td>
              <td>{p.column ?? '—'}</td>
              <td>{p.msg}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
