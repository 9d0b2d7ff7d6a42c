import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { ErrorCode, type FieldIssue, type UploadLimitName } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';

/**
 * A file of a multipart request. Parts of a request are written to a temporary file that lives
 * as long as the request (`path`); callers inside the process (the demo seed) hand over bytes.
 */
export type UploadedFile = { field: string; filename: string } & ({ path: string; size: number } | { buffer: Buffer });

/** The bytes of an uploaded file, read from its temporary file when it has one. */
export async function uploadBytes(file: UploadedFile): Promise<Buffer> {
  return 'buffer' in file ? file.buffer : fs.readFile(file.path);
}

export interface MultipartLimits {
  /** Largest single file. */
  maxFileBytes: number;
  /**
   * Most bytes of all files of one request together. Parts go to disk, not memory, but a
   * request's files are then decoded and held while its rows are written, so this bounds what
   * one request can make the process carry.
   */
  maxRequestBytes: number;
  /** Where the file parts of requests in flight are written (see `uploadTmpDirOf`). */
  tmpDir: string;
  /**
   * The sizes of the larger limits a route's contract may give a file field (`fileBytes`). Such a
   * field is streamed to disk like any other; its route reads it from there without holding it.
   */
  namedFileBytes: Readonly<Record<UploadLimitName, number>>;
}

/** What a multipart route declares of its files (see `MultipartRouteDefinition`). */
interface FileFields {
  files: Readonly<Record<string, number>>;
  fileBytes?: Readonly<Record<string, UploadLimitName>>;
}

/** The most bytes one file of `field` may have on this route. */
function fileLimit(route: FileFields, limits: MultipartLimits, field: string): number {
  const named = route.fileBytes && Object.hasOwn(route.fileBytes, field) ? route.fileBytes[field] : undefined;
  return named ? Math.max(limits.namedFileBytes[named], limits.maxFileBytes) : limits.maxFileBytes;
}

function largestFileLimit(route: FileFields, limits: MultipartLimits): number {
  return Math.max(limits.maxFileBytes, ...Object.keys(route.files).map((field) => fileLimit(route, limits, field)));
}

/** The route's byte budget: the common one, plus the room its larger fields take beyond it. */
function requestBudget(route: FileFields, limits: MultipartLimits): number {
  let budget = limits.maxRequestBytes;
  for (const field of Object.keys(route.fileBytes ?? {})) {
    budget += (fileLimit(route, limits, field) - limits.maxFileBytes) * (route.files[field] ?? 0);
  }
  return budget;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's folder of file parts, made on its first file and removed when it ends. */
    uploadTmpDir: string | null;
    uploadLimits: MultipartLimits;
  }
  interface FastifyInstance {
    /** The limits `registerMultipart` was given, for the OpenAPI description of upload routes. */
    uploadLimits?: MultipartLimits;
  }
}

/** Temporary files of uploads in flight live under `DATA_DIR/tmp/uploads`, apart from stored files. */
export function uploadTmpDirOf(dataDir: string): string {
  return path.join(dataDir, 'tmp', 'uploads');
}

/** Multipart parsing for upload routes; other routes never see it. */
export async function registerMultipart(app: FastifyInstance, limits: MultipartLimits) {
  await app.register(multipart, {
    limits: {
      fileSize: limits.maxFileBytes,
      // A backstop only: each route's own file fields and counts are checked part by part.
      files: 100,
      fields: 20,
      fieldSize: 1024 * 1024,
      parts: 120,
    },
    throwFileSizeLimit: true,
  });
  app.decorateRequest('uploadTmpDir', null);
  app.decorateRequest('uploadLimits', { getter: () => limits });
  app.decorate('uploadLimits', limits);
}

const cleanUp = (request: FastifyRequest, done: () => void) => {
  if (!request.uploadTmpDir) return done();
  removeUploadTmpDir(request).then(done, done);
};

/**
 * Hooks of a multipart route that remove its temporary files when it answers, or at once when
 * the client goes away (an aborted request may never answer). They are set on upload routes
 * only: an `onRequestAbort` hook on every API request cost a quarter of /api/health's
 * throughput (npm run bench).
 */
export const uploadCleanupHooks = {
  onResponse: (request: FastifyRequest, _reply: unknown, done: () => void) => cleanUp(request, done),
  onRequestAbort: (request: FastifyRequest, done: () => void) => cleanUp(request, done),
};

/**
 * Reads a multipart request as its route declares it: the JSON `data` part, validated with the
 * route's body schema made strict (unknown keys answer 400, each named), and the files of the
 * route's file fields, streamed to temporary files. A file field the route does not take
 * answers 400; more files than it declares, a file over its field's size limit (the per-file one,
 * or the larger one the route names in `fileBytes`) or files over the request's byte budget
 * answer 413 the moment they are seen; a malformed body answers 400, a
 * non-multipart one 415. Nothing of a refused request stays on disk.
 *
 * A `data` part left out stands for an empty one (`{}` or `[]`) where the schema takes that (an
 * update sending only a file); where it does not, `data` is required. A request whose `data`
 * names nothing and that carries no file is refused: it asks for nothing.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  route: { body: S } & FileFields,
): Promise<{ data: z.output<S>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError(
      ErrorCode.unsupportedMedia,
      'Send this as multipart/form-data: JSON in `data`, files beside it.',
    );
  }
  let raw: string | undefined;
  let files: UploadedFile[];
  try {
    ({ raw, files } = await readParts(request, route));
  } catch (error) {
    await removeUploadTmpDir(request);
    throw multipartError(error, request.uploadLimits, route);
  }
  let parsed: unknown;
  if (raw !== undefined) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new AppError(ErrorCode.validation, 'Invalid request: body.data', [
        { field: 'body.data', message: 'is not valid JSON' },
      ]);
    }
  } else {
    parsed = dataWhenMissing(route.body);
    if (parsed === undefined) {
      throw new AppError(ErrorCode.validation, 'Invalid request: body.data', [
        { field: 'body.data', message: 'is required' },
      ]);
    }
  }
  const result = strictData(route.body).safeParse(parsed);
  if (!result.success) {
    const details: FieldIssue[] = result.error.issues.flatMap((issue) => {
      const at = ['body', 'data', ...issue.path.map(String)];
      return issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ field: [...at, key].join('.'), message: 'is not a field of this request' }))
        : [{ field: at.join('.'), message: issue.message }];
    });
    throw new AppError(
      ErrorCode.validation,
      `Invalid request: ${[...new Set(details.map((d) => d.field))].join(', ')}`,
      details,
    );
  }
  const data = result.data as z.output<S>;
  if (files.length === 0 && namesNothing(data)) {
    throw new AppError(ErrorCode.validation, 'Nothing to change: name at least one field in `data`, or send a file.', [
      { field: 'body.data', message: 'names nothing to change' },
    ]);
  }
  return { data, files };
}

/**
 * A multipart route's body as OpenAPI shows it: the `data` part (JSON text of the route's schema;
 * required unless an empty one is valid) and each file field as binary parts, with the most files
 * it may carry and, for a field with a larger limit (`fileBytes`), its size. Only documentation
 * reads it: requests are checked by `readMultipart`.
 */
export function multipartFormSchema(route: { body: z.ZodType } & FileFields, limits?: MultipartLimits) {
  const data = strictData(route.body).meta({ description: 'JSON text (`application/json`) of these fields' });
  const shape: Record<string, z.ZodType> = {
    data: dataWhenMissing(route.body) === undefined ? data : data.optional(),
  };
  for (const [field, max] of Object.entries(route.files)) {
    const named = route.fileBytes?.[field];
    const file = z.file().meta({
      description: named
        ? `A .zip file${limits ? ` of up to ${formatMiB(fileLimit(route, limits, field))}` : ''} (a larger limit than other files)`
        : 'An image file',
    });
    shape[field] = (
      max === 1
        ? file
        : z
            .array(file)
            .max(max)
            .meta({ description: `Up to ${max} image files, one part each` })
    ).optional();
  }
  return z.object(shape);
}

/**
 * The schema a `data` part is checked with. Unknown keys are refused, not dropped: `{"titel": …}`
 * must not answer 200 having changed nothing — nor may `[{"titel": …}]` for a route taking a list
 * of entries (the list keeps its own checks, its length bound among them).
 */
function strictData(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.strict();
  if (schema instanceof z.ZodArray && schema.element instanceof z.ZodObject) {
    return schema.clone({ ...schema._zod.def, element: schema.element.strict() });
  }
  return schema;
}

/** What a left-out `data` part stands for: the empty value of its kind, if the schema takes it. */
export function dataWhenMissing(schema: z.ZodType): unknown {
  const empty = schema instanceof z.ZodArray ? [] : {};
  return schema.safeParse(empty).success ? empty : undefined;
}

/** An object naming no field (a list, even empty, is left to its route). */
function namesNothing(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    Object.values(data).every((value) => value === undefined)
  );
}

/** Thrown while streaming when the request's files pass its byte budget. */
class RequestBudgetExceeded extends Error {
  readonly budget: number;
  constructor(budget: number) {
    super('request budget exceeded');
    this.budget = budget;
  }
}

/** Thrown while streaming when a file passes its field's limit. */
class FileTooLarge extends Error {
  readonly field: string;
  constructor(field: string) {
    super('file too large');
    this.field = field;
  }
}

async function readParts(request: FastifyRequest, route: FileFields) {
  const limits = request.uploadLimits;
  const allowed = route.files;
  const maxRequestBytes = requestBudget(route, limits);
  // Each field's own limit is checked below, naming the field; busboy stops a part one byte past
  // the route's largest limit, a backstop that lets that check see the excess first.
  const largest = largestFileLimit(route, limits) + 1;
  let raw: string | undefined;
  const files: UploadedFile[] = [];
  const counts = new Map<string, number>();
  let total = 0;
  for await (const part of request.parts({ limits: { fileSize: largest } })) {
    if (part.type === 'field') {
      if (part.fieldname !== 'data') {
        throw new AppError(ErrorCode.badRequest, `Unexpected field "${part.fieldname}": put the values in \`data\`.`);
      }
      raw = String(part.value);
      continue;
    }
    const max = Object.hasOwn(allowed, part.fieldname) ? allowed[part.fieldname]! : 0;
    if (max === 0) throw new AppError(ErrorCode.badRequest, `Unexpected file field "${part.fieldname}".`);
    const count = (counts.get(part.fieldname) ?? 0) + 1;
    if (count > max) {
      throw new AppError(
        ErrorCode.tooLarge,
        max === 1
          ? `Send one file in \`${part.fieldname}\`, not more.`
          : `At most ${max} files in \`${part.fieldname}\` at once.`,
      );
    }
    counts.set(part.fieldname, count);
    const maxBytes = fileLimit(route, limits, part.fieldname);
    const target = path.join(await uploadTmpDirFor(request), String(files.length));
    let size = 0;
    const handle = await fs.open(target, 'wx');
    try {
      // Read by iteration, as the plugin does: a body cut off mid-file then fails the loop
      // ("Premature close") instead of leaving a piped stream waiting for ever.
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > maxBytes) throw new FileTooLarge(part.fieldname);
        if (total > maxRequestBytes) throw new RequestBudgetExceeded(maxRequestBytes);
        await handle.write(chunk);
      }
    } finally {
      await handle.close();
    }
    if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    files.push({ field: part.fieldname, filename: part.filename, path: target, size });
  }
  return { raw, files };
}

/** What a failure while reading the parts means for the caller; a failure of ours stays a 500. */
function multipartError(error: unknown, limits: MultipartLimits, route: FileFields): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof RequestBudgetExceeded) {
    return new AppError(
      ErrorCode.tooLarge,
      `The files of one request may total ${formatMiB(error.budget)}: send fewer at once.`,
    );
  }
  if (error instanceof FileTooLarge) {
    return new AppError(
      ErrorCode.tooLarge,
      `A file in \`${error.field}\` is larger than ${formatMiB(fileLimit(route, limits, error.field))}.`,
    );
  }
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(ErrorCode.tooLarge, `A file is larger than ${formatMiB(largestFileLimit(route, limits))}.`);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(ErrorCode.tooLarge, 'Too many parts in one request.');
  }
  // The disk, not the request: a write of a part that failed is ours to report as a 500.
  if (error instanceof Error && 'syscall' in error) return error;
  // Everything else comes from parsing what the client sent: no boundary, a cut-off body, a
  // malformed header, a prototype-named field.
  const reason = error instanceof Error ? error.message.slice(0, 120) : 'unreadable';
  return new AppError(ErrorCode.badRequest, `The multipart body could not be read (${reason}).`);
}

function formatMiB(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MiB`;
}

async function uploadTmpDirFor(request: FastifyRequest): Promise<string> {
  if (!request.uploadTmpDir) {
    const base = request.uploadLimits.tmpDir;
    await fs.mkdir(base, { recursive: true });
    request.uploadTmpDir = await fs.mkdtemp(path.join(base, 'request-'));
  }
  return request.uploadTmpDir;
}

async function removeUploadTmpDir(request: FastifyRequest): Promise<void> {
  const dir = request.uploadTmpDir;
  if (!dir) return;
  request.uploadTmpDir = null;
  await fs.rm(dir, { recursive: true, force: true });
}

/**
 * Removes the part folders of requests that ended without cleaning up (the process stopped
 * mid-request). Only folders last touched before `before` go, so requests in flight, here or on
 * another instance sharing the directory, keep theirs. Returns how many were removed.
 */
export async function sweepUploadTmpDir(tmpDir: string, before: Date): Promise<number> {
  const entries = await fs.readdir(tmpDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of entries) {
    const entry = path.join(tmpDir, name);
    const stat = await fs.stat(entry).catch(() => null);
    if (!stat || stat.mtimeMs >= before.getTime()) continue;
    await fs.rm(entry, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
