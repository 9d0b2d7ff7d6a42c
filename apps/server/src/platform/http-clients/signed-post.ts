import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkOutboundUrl } from '../net/public-address.js';

/** What came of one POST: the receiver's status, or why there was none. */
export type PostOutcome = { status: number } | { status: null; error: string };

/** The most of a receiver's answer we read (and throw away) before closing. */
const ANSWER_BYTES_MAX = 64 * 1024;

/**
 * POSTs a body to a URL a user gave, checking its address first and connecting to exactly the
 * checked address (a `lookup` that answers it), so DNS cannot be turned against the check between
 * the two. TLS still verifies the certificate against the URL's host name. Redirects are not
 * followed. Never throws: a refused address, a timeout or a reset comes back as `error`.
 */
export async function postToCheckedUrl(
  rawUrl: string,
  options: { body: string; headers: Record<string, string>; timeoutMs: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  let checked: Awaited<ReturnType<typeof checkOutboundUrl>>;
  try {
    checked = await checkOutboundUrl(rawUrl, { allowPrivate: options.allowPrivate });
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
  const { url, address, family } = checked;
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;

  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(options.body)),
          'user-agent': 'Vernissage-Webhooks/1',
          ...options.headers,
        },
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_MAX) response.destroy();
        });
        response.on('close', () => finish({ status: response.statusCode ?? 0 }));
        response.on('error', () => finish({ status: response.statusCode ?? 0 }));
      },
    );
    // One deadline for the whole exchange: connecting, sending, and the answer.
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${options.timeoutMs / 1000} s.`));
    }, options.timeoutMs);
    request.on('error', (error) => finish({ status: null, error: error.message }));
    request.end(options.body);
  });
}
