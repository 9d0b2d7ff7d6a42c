import { Zip, ZipPassThrough } from 'fflate';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

/** A file to put in an archive: its name there and its bytes, read only when its turn comes. */
export interface ZipEntry {
  name: string;
  open: () => Promise<Readable | Buffer | string | null>;
}

/**
 * A .zip archive streamed as it is written, one file after another: each file's bytes are read
 * when its turn comes and passed on as they arrive (stored, not compressed again: images already
 * are), waiting while the reader is slow, so no more than a few chunks are held at once. A file
 * whose `open` answers null is left out. `entries` may decide later files from earlier ones (a
 * manifest last). A failure ends the stream with that error.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  const write = async () => {
    for await (const entry of entries) {
      const body = await entry.open();
      if (body === null) continue;
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      if (typeof body === 'string' || Buffer.isBuffer(body)) {
        file.push(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, true);
      } else {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          file.push(chunk);
          await drained();
        }
        file.push(new Uint8Array(0), true);
      }
      await drained();
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
