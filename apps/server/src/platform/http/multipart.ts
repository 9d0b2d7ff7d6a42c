import multipart from '@fastify/multipart';
import { ErrorCode, type FieldIssue } from '@vernissage/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.js';

/** A file part, read whole (size-limited by the plugin before it reaches memory in full). */
export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartLimits {
  /** Largest single file. */
  maxFileBytes: number;
  /** Most files in one request. */
  maxFiles: number;
}

/** Multipart parsing for upload routes; other routes never see it. */
export async function registerMultipart(app: FastifyInstance, limits: MultipartLimits) {
  await app.register(multipart, {
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: 20,
      fieldSize: 1024 * 1024,
      parts: limits.maxFiles + 20,
    },
    throwFileSizeLimit: true,
  });
}

/**
 * Reads a multipart request: the JSON `data` part, validated with the route's body schema, and
 * the files of the named fields. A file over the size limit answers 413, an unknown file field
 * or a non-multipart request 415/400, a bad `data` part 400 naming its fields.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: { fileFields: readonly string[]; dataRequired?: boolean; whenMissing?: unknown },
): Promise<{ data: z.output<S>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError(
      ErrorCode.unsupportedMedia,
      'Send this as multipart/form-data: JSON in `data`, files beside it.',
    );
  }
  let raw: string | undefined;
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data') {
          throw new AppError(ErrorCode.badRequest, `Unexpected field "${part.fieldname}": put the values in \`data\`.`);
        }
        raw = String(part.value);
      } else {
        if (!options.fileFields.includes(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError(ErrorCode.badRequest, `Unexpected file field "${part.fieldname}".`);
        }
        files.push({ field: part.fieldname, filename: part.filename, buffer: await part.toBuffer() });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorCode.tooLarge, 'A file is larger than the limit.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError(ErrorCode.tooLarge, 'Too many files in one request.');
    throw error;
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
  } else if (options.dataRequired) {
    throw new AppError(ErrorCode.validation, 'Invalid request: body.data', [
      { field: 'body.data', message: 'is required' },
    ]);
  }
  const result = schema.safeParse(raw === undefined ? (options.whenMissing ?? {}) : parsed);
  if (!result.success) {
    const details: FieldIssue[] = result.error.issues.map((issue) => ({
      field: ['body', 'data', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError(
      ErrorCode.validation,
      `Invalid request: ${[...new Set(details.map((d) => d.field))].join(', ')}`,
      details,
    );
  }
  return { data: result.data, files };
}
