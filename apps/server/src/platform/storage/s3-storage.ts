import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import {
  assertStorageKey,
  assertStoragePrefix,
  type DeleteTarget,
  type FileStorage,
  type PutOptions,
  StorageError,
  type StoredFile,
} from './file-storage.js';

export interface S3StorageOptions {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`, … (no bucket in it). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (most self-hosted stores) rather than `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** How long a call may wait for the store's answer (headers), in milliseconds. */
  timeoutMs?: number;
  /** Keys per list page and per DeleteObjects call (S3 allows at most 1000). */
  pageSize?: number;
}

/**
 * Any S3-compatible object store through its REST API: PutObject, GetObject, HeadObject,
 * DeleteObject, DeleteObjects and ListObjectsV2, signed with Signature Version 4 (aws4fetch).
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;
  private readonly timeoutMs: number;
  private readonly pageSize: number;

  private readonly options: S3StorageOptions;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      // aws4fetch retries 5xx and 429 with backoff; two retries are enough for a blip.
      retries: 2,
      initRetryMs: 100,
    });
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.pageSize = Math.min(options.pageSize ?? 1000, 1000);
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': options.contentType,
      'content-length': String(body.length),
    };
    if (options.cacheControl) headers['cache-control'] = options.cacheControl;
    // A Node Buffer is an ArrayBufferView over a plain ArrayBuffer; fetch and the signer take it as is.
    const response = await this.send(s3ObjectUrl(this.options, key), {
      method: 'PUT',
      headers,
      body: body as Uint8Array<ArrayBuffer>,
    });
    await expectOk(response, `PUT ${key}`);
  }

  async get(key: string): Promise<StoredFile | null> {
    const response = await this.send(s3ObjectUrl(this.options, key), { method: 'GET' });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    await expectOk(response, `GET ${key}`);
    const length = response.headers.get('content-length');
    const meta = {
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      etag: response.headers.get('etag') ?? undefined,
      cacheControl: response.headers.get('cache-control') ?? undefined,
    };
    if (length === null || !response.body) {
      const body = Buffer.from(await response.arrayBuffer());
      return { body, size: body.length, ...meta };
    }
    return {
      body: Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>),
      size: Number(length),
      ...meta,
    };
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.send(s3ObjectUrl(this.options, key), { method: 'HEAD' });
    if (response.status === 404) return false;
    await expectOk(response, `HEAD ${key}`);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send(s3ObjectUrl(this.options, key), { method: 'DELETE' });
    if (response.status === 404) return;
    await expectOk(response, `DELETE ${key}`);
  }

  async deleteMany(target: DeleteTarget): Promise<void> {
    if ('prefix' in target) {
      const prefix = assertStoragePrefix(target.prefix);
      // Delete page by page: each deletion shortens the listing, so always list from the start.
      let previousFirst: string | undefined;
      for (;;) {
        const { keys, truncated } = await this.list(prefix);
        if (keys.length === 0) return;
        if (keys[0] === previousFirst) {
          throw new StorageError(`S3 still lists ${keys[0]} after deleting it; giving up on prefix ${prefix}`);
        }
        previousFirst = keys[0];
        await this.deleteBatch(keys);
        if (!truncated) return;
      }
    }
    const keys = target.keys.map(assertStorageKey);
    for (let start = 0; start < keys.length; start += this.pageSize) {
      await this.deleteBatch(keys.slice(start, start + this.pageSize));
    }
  }

  async *keys(prefix?: string): AsyncIterable<string> {
    const under = prefix === undefined ? '' : assertStoragePrefix(prefix);
    let after: string | undefined;
    for (;;) {
      const page = await this.list(under, after);
      yield* page.keys;
      if (!page.truncated || !page.next) return;
      after = page.next;
    }
  }

  /** An S3 PUT lands whole or not at all: a crash leaves nothing half-written to sweep. */
  sweepTemporary(): Promise<number> {
    return Promise.resolve(0);
  }

  /** One page of ListObjectsV2 under a prefix, from a continuation token when given. */
  private async list(
    prefix: string,
    continuation?: string,
  ): Promise<{ keys: string[]; truncated: boolean; next?: string }> {
    const url = new URL(s3BucketUrl(this.options));
    url.searchParams.set('list-type', '2');
    url.searchParams.set('prefix', prefix);
    url.searchParams.set('max-keys', String(this.pageSize));
    if (continuation) url.searchParams.set('continuation-token', continuation);
    const response = await this.send(url.toString(), { method: 'GET' });
    await expectOk(response, `LIST ${prefix}`);
    const xml = await response.text();
    return {
      keys: xmlValues(xml, 'Key').filter((key) => key.startsWith(prefix)),
      truncated: xmlValues(xml, 'IsTruncated')[0] === 'true',
      next: xmlValues(xml, 'NextContinuationToken')[0],
    };
  }

  /** DeleteObjects for up to 1000 keys; any per-key error fails the whole call. */
  private async deleteBatch(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const objects = keys.map((key) => `<Object><Key>${escapeXml(key)}</Key></Object>`).join('');
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${objects}</Delete>`;
    const url = `${s3BucketUrl(this.options)}?delete`;
    const response = await this.send(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/xml',
        // S3 requires an integrity header on DeleteObjects; Content-MD5 is the one every store knows.
        'content-md5': createHash('md5').update(xml).digest('base64'),
      },
      body: xml,
    });
    await expectOk(response, `DELETE ${keys.length} objects`);
    const answer = await response.text();
    const errors = [...answer.matchAll(/<Error>([\s\S]*?)<\/Error>/g)].map((match) => match[1] ?? '');
    if (errors.length > 0) {
      const first = errors[0] ?? '';
      throw new StorageError(
        `S3 could not delete ${errors.length} of ${keys.length} objects (first: ${xmlValues(first, 'Key')[0]} ${xmlValues(first, 'Code')[0]})`,
        response.status,
        xmlValues(first, 'Code')[0],
      );
    }
  }

  /** A signed request with a deadline for the answer's headers (a body may stream for longer). */
  private async send(url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      return await this.client.fetch(url, { ...init, signal: controller.signal });
    } catch (error) {
      const reason = controller.signal.aborted ? `no answer within ${this.timeoutMs} ms` : String(error);
      throw new StorageError(`S3 ${init.method ?? 'GET'} ${url} failed: ${reason}`, undefined, undefined, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The bucket's base URL, path-style or virtual-hosted. */
export function s3BucketUrl(options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle'>): string {
  const endpoint = new URL(options.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, '');
  if (options.forcePathStyle) return `${endpoint.origin}${base}/${encodeURIComponent(options.bucket)}`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${base}`;
}

/** An object's URL; keys are checked first (their characters need no encoding). */
export function s3ObjectUrl(
  options: Pick<S3StorageOptions, 'endpoint' | 'bucket' | 'forcePathStyle'>,
  key: string,
): string {
  return `${s3BucketUrl(options)}/${assertStorageKey(key)}`;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  const code = xmlValues(text, 'Code')[0];
  const message = xmlValues(text, 'Message')[0];
  throw new StorageError(
    `S3 ${what} failed: ${response.status}${code ? ` ${code}` : ''}${message ? ` (${message})` : ''}`,
    response.status,
    code,
  );
}

/** The text of every `<tag>…</tag>` in an S3 answer (flat elements only, which is all we read). */
function xmlValues(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) =>
    unescapeXml(match[1] ?? ''),
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}
