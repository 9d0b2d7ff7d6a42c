import type { FastifyInstance } from 'fastify';
/** A multipart body for `app.inject`, built by the platform's own FormData encoder. */
export async function multipartBody(
  data: unknown,
  files: { field?: string; name: string; bytes: Buffer; type?: string }[] = [],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  if (data !== undefined) form.append('data', JSON.stringify(data));
  for (const file of files) {
    form.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

/** Sends `data` and files to a multipart route of the app, with the given headers (a user's auth). */
export async function injectMultipart(
  app: FastifyInstance,
  request: {
    method: 'POST' | 'PUT';
    url: string;
    data: unknown;
    files?: Parameters<typeof multipartBody>[1];
    headers?: Record<string, string>;
  },
) {
  const body = await multipartBody(request.data, request.files);
  return app.inject({
    method: request.method,
    url: request.url,
    payload: body.payload,
    headers: { ...request.headers, ...body.headers },
  });
}

/** Sends `data` to a multipart route as `user`, in their workspace (more headers name what it is about). */
export function injectMultipartAs(
  app: FastifyInstance,
  user: { auth: Record<string, string>; gid: string },
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  headers: Record<string, string> = {},
) {
  return injectMultipart(app, { method, url, data, headers: { ...user.auth, gid: user.gid, ...headers } });
}
