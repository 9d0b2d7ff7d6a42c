/** A file of a multipart call and the form field it travels in (`images`, `photo`, `logo`). */
export interface MultipartFile {
  field: string;
  file: Blob & { name?: string };
}

/**
 * The body of a `multipart: true` route: the fields as JSON in the `data` part and each file in
 * its own part. The contract types a route's body as its fields, and the API client sends a
 * `FormData` as it is, so the form is handed over under that type.
 */
export function multipartBody<T>(data: T | undefined, files: readonly MultipartFile[] = []): T {
  const form = new FormData();
  if (data !== undefined) form.append('data', JSON.stringify(data));
  for (const { field, file } of files) form.append(field, file, file.name ?? field);
  return form as unknown as T;
}
