/** A table's column headings, one row. */
export function TableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headers.map((header) => (
          <th key={header} scope="col">
            {header}
          </th>
        ))}
      </tr>
    </thead>
  );
}
