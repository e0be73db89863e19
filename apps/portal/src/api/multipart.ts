/**
 * The API's uploads (the I-9 documents, a payroll CSV, a proof of sending) are multipart forms.
 * The generated client types such a body as an object with Blob fields and would send it as
 * JSON, which cannot carry a file: the base query turns any body holding a file into form data
 * here, so the generated endpoints upload as they are.
 */

type Fields = Record<string, unknown>;

function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Every given field as a text part, and each file as a part under its own name. Empty fields are left out. */
export function toMultipart(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    // The API confirms a file's type by its content and its name's extension; it never keeps the name.
    if (value instanceof Blob) data.append(name, value, value instanceof File ? value.name : name);
    else data.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return data;
}

/** The body as multipart form data when it holds a file; otherwise unchanged (it goes as JSON). */
export function multipartIfFiles(body: unknown): unknown {
  return isPlainObject(body) && Object.values(body).some((value) => value instanceof Blob) ? toMultipart(body) : body;
}
