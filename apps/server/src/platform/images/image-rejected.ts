import { ErrorCode } from '@vernissage/shared';
import { AppError } from '../errors.js';

/** Why an upload is not accepted as an image. */
export type ImageRejectionReason =
  'empty' | 'too_large' | 'not_an_image' | 'unsupported_format' | 'too_many_pixels' | 'corrupt';

const ERROR_CODE: Record<ImageRejectionReason, ErrorCode> = {
  empty: ErrorCode.badRequest,
  too_large: ErrorCode.tooLarge,
  not_an_image: ErrorCode.unsupportedMedia,
  unsupported_format: ErrorCode.unsupportedMedia,
  too_many_pixels: ErrorCode.tooLarge,
  corrupt: ErrorCode.badRequest,
};

/**
 * The upload is not an image we take. An AppError, so a route that lets it through answers
 * 400, 413 or 415 with the message; `reason` says exactly why, for callers that answer more.
 */
export class ImageRejected extends AppError {
  override name = 'ImageRejected';

  readonly reason: ImageRejectionReason;

  constructor(reason: ImageRejectionReason, message: string, options?: { cause?: unknown }) {
    super(ERROR_CODE[reason], message);
    this.reason = reason;
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
