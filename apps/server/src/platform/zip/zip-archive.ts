import fs from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { Inflate } from 'fflate';

/**
 * Reading a .zip from its central directory, one entry at a time (ADR 044): an archive of a
 * gallery's photographs can be a gigabyte, so neither it nor more than one of its entries is ever
 * held in memory. The listing comes from the directory at the end of the file (ZIP64 included);
 * an entry is then read from its offset and inflated chunk by chunk with fflate, counting what it
 * yields against the caller's limit, and checked against its CRC.
 */

/** A file of an archive as its central directory lists it. */
export interface ZipEntry {
  /** Its path in the archive, as written (UTF-8, or Latin-1 for old names that are not UTF-8). */
  path: string;
  /** Uncompressed size the directory declares; the bytes read are checked against it. */
  size: number;
  compressedSize: number;
  method: number;
  flags: number;
  crc: number;
  offset: number;
}

/** The archive is not a .zip this reader can read (truncated, not a zip, encrypted, unknown method). */
export class ZipUnreadable extends Error {}

/** An entry inflates to more than the limit the caller set. */
export class ZipEntryTooLarge extends Error {}

/** Where an archive's bytes come from: a temporary file on disk, or bytes a caller hands over. */
interface ByteSource {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
  close(): Promise<void>;
}

const CHUNK = 1024 * 1024;
const MAX_DIRECTORY_BYTES = 64 * 1024 * 1024;
const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An archive opened for reading; `close` it when done. */
export interface ZipArchive {
  entries: ZipEntry[];
  /** The entry's bytes, refused (`ZipEntryTooLarge`) past `maxBytes` before or while inflating. */
  read(entry: ZipEntry, maxBytes: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** Opens the archive at `source` (a file path, or bytes) and reads its central directory. */
export async function openZip(source: string | Uint8Array): Promise<ZipArchive> {
  const bytes = typeof source === 'string' ? await fileSource(source) : bufferSource(source);
  try {
    const entries = await centralDirectory(bytes);
    return { entries, read: (entry, maxBytes) => readEntry(bytes, entry, maxBytes), close: () => bytes.close() };
  } catch (error) {
    await bytes.close();
    throw error;
  }
}

async function fileSource(file: string): Promise<ByteSource> {
  const handle = await fs.open(file, 'r');
  const { size } = await handle.stat();
  return {
    size,
    read: async (position, length) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      if (bytesRead < length) throw new ZipUnreadable('the archive ends early');
      return buffer;
    },
    close: () => handle.close(),
  };
}

function bufferSource(bytes: Uint8Array): ByteSource {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  return {
    size: buffer.length,
    read: async (position, length) => {
      if (position + length > buffer.length) throw new ZipUnreadable('the archive ends early');
      return buffer.subarray(position, position + length);
    },
    close: async () => {},
  };
}

const u64 = (buffer: Buffer, at: number) => Number(buffer.readBigUInt64LE(at));

async function centralDirectory(source: ByteSource): Promise<ZipEntry[]> {
  // The end record is the last 22 bytes, unless the archive carries a comment (up to 64 KiB).
  const tailLength = Math.min(source.size, 22 + 0xffff);
  if (tailLength < 22) throw new ZipUnreadable('too short to be a .zip');
  const tailStart = source.size - tailLength;
  const tail = await source.read(tailStart, tailLength);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipUnreadable('no central directory');
  let count = tail.readUInt16LE(end + 10);
  let directorySize = tail.readUInt32LE(end + 12);
  let directoryOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    const locator = end - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) throw new ZipUnreadable('no ZIP64 locator');
    const record = await source.read(u64(tail, locator + 8), 56);
    if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new ZipUnreadable('no ZIP64 end record');
    count = u64(record, 32);
    directorySize = u64(record, 40);
    directoryOffset = u64(record, 48);
  }
  if (directoryOffset + directorySize > source.size || directorySize < count * 46) {
    throw new ZipUnreadable('the central directory lies outside the archive');
  }
  // The directory is read whole: a million entries' worth, no more, whatever the archive claims.
  if (directorySize > MAX_DIRECTORY_BYTES) throw new ZipUnreadable('too many entries');
  const directory = await source.read(directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
      throw new ZipUnreadable('a broken central directory');
    }
    const flags = directory.readUInt16LE(at + 8);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      path: '',
      flags,
      method: directory.readUInt16LE(at + 10),
      crc: directory.readUInt32LE(at + 16),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      offset: directory.readUInt32LE(at + 42),
    };
    const name = directory.subarray(at + 46, at + 46 + nameLength);
    entry.path = decodeName(name, flags);
    // ZIP64: the fields that overflowed 32 bits follow, in this order, in extra field 0x0001.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = directory.readUInt16LE(extra);
      const length = directory.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        for (const key of ['size', 'compressedSize', 'offset'] as const) {
          if (entry[key] !== 0xffffffff) continue;
          if (field + 8 > extra + 4 + length) throw new ZipUnreadable('a broken ZIP64 field');
          entry[key] = u64(directory, field);
          field += 8;
        }
      }
      extra += 4 + length;
    }
    entries.push(entry);
    at = extraEnd + commentLength;
  }
  return entries;
}

/**
 * Names flagged UTF-8 are UTF-8; unflagged ones are too when they decode as such (macOS and most
 * current tools write UTF-8 without the flag), else Latin-1 as fflate read them.
 */
function decodeName(name: Buffer, flags: number): string {
  if (flags & 0x800) return name.toString('utf8');
  try {
    return utf8.decode(name);
  } catch {
    return name.toString('latin1');
  }
}

async function readEntry(source: ByteSource, entry: ZipEntry, maxBytes: number): Promise<Buffer> {
  if (entry.size > maxBytes) throw new ZipEntryTooLarge();
  if (entry.flags & 0x1) throw new ZipUnreadable('it is encrypted');
  if (entry.method !== 0 && entry.method !== 8) throw new ZipUnreadable(`compression method ${entry.method}`);
  const header = await source.read(entry.offset, 30);
  if (header.readUInt32LE(0) !== LOCAL) throw new ZipUnreadable('a broken entry header');
  const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > source.size) throw new ZipUnreadable('the entry lies outside the archive');

  const chunks: Uint8Array[] = [];
  let length = 0;
  // Set by the inflate callback: past the limit, the rest of the entry is neither read nor kept.
  const state = { tooLarge: false };
  const take = (chunk: Uint8Array) => {
    length += chunk.length;
    if (length > maxBytes) state.tooLarge = true;
    else chunks.push(chunk);
  };
  const inflate = entry.method === 8 ? new Inflate((chunk) => take(chunk)) : null;
  for (let done = 0; done < entry.compressedSize && !state.tooLarge;) {
    const size = Math.min(CHUNK, entry.compressedSize - done);
    const chunk = await source.read(start + done, size);
    done += size;
    if (!inflate) take(chunk);
    else {
      try {
        inflate.push(chunk, done === entry.compressedSize);
      } catch {
        throw new ZipUnreadable('its compressed data is broken');
      }
    }
  }
  if (inflate && entry.compressedSize === 0) throw new ZipUnreadable('its compressed data is empty');
  if (state.tooLarge) throw new ZipEntryTooLarge();
  const bytes = Buffer.concat(chunks, length);
  if (bytes.length !== entry.size || crc32(bytes) !== entry.crc) {
    throw new ZipUnreadable('its data does not match the archive’s checksum');
  }
  return bytes;
}
