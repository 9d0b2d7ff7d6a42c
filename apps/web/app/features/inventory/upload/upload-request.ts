/** The status and parsed JSON body (null when there is none) of an upload's answer. */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports how much of the body
 * has gone out. Resolves with any HTTP answer; rejects only when nothing answered.
 */
export function sendMultipart(
  url: string,
  form: FormData,
  headers: Record<string, string>,
  onProgress: (loaded: number, total: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      resolve({ status: request.status, body });
    });
    request.addEventListener('error', () => reject(new TypeError('The upload could not reach the server.')));
    request.addEventListener('abort', () => reject(new TypeError('The upload was interrupted.')));
    request.send(form);
  });
}
