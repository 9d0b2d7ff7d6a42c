import { multipartForm } from '@vernissage/shared';

/** A file of a multipart call and the form field it travels in (`images`, `photo`, `logo`). */
export interface MultipartFile {
  field: string;
  file: Blob & { name?: string };
}

/**
 * A `FormData` for a `multipart: true` route: the fields as JSON in the `data` part and each file
 * in its own part. Calls can instead pass the route's typed body, `{ data, files: { logo } }`,
 * which the API client turns into the same form and which the contract checks field by field.
 */
export function multipartBody(data: unknown, files: readonly MultipartFile[] = []): FormData {
  const form = multipartForm({ data });
  for (const { field, file } of files) form.append(field, file, file.name ?? field);
  return form;
}
