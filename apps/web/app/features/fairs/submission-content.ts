import {
  submissionInputSchema,
  SUBMISSION_TYPES,
  type SubmissionDto,
  type SubmissionInput,
  type SubmissionType,
} from '@vernissage/shared';
import type { z } from 'zod';

/** What a submission of this type holds (an artwork list's `aids`, an application's statement…). */
export type ContentOf<T extends SubmissionType> = Extract<SubmissionInput, { submissionType: T }>['content'];

type Member = (typeof submissionInputSchema.options)[number];
/** The contract's schema of a type's content. */
type ContentSchemaOf<T extends SubmissionType> = Extract<
  Member,
  { shape: { submissionType: z.ZodLiteral<T> } }
>['shape']['content'];

/** The contract's schema of a type's content, for that type's form. */
export function contentSchemaOf<T extends SubmissionType>(type: T): ContentSchemaOf<T> {
  const member = submissionInputSchema.options.find((option) => option.shape.submissionType.value === type);
  if (!member) throw new Error(`No submission type ${type} in the contract`);
  // The member found is the one of `type`, whose content schema this is.
  return member.shape.content as unknown as ContentSchemaOf<T>;
}

/** A submission's content read as its type's, or null when it is of another type. */
export function contentOf<T extends SubmissionType>(submission: SubmissionDto, type: T): ContentOf<T> | null {
  // The server checked the content against its type's schema when it was saved.
  return (submission.submissionType === type ? submission.content : null) as ContentOf<T> | null;
}

/** Each type's latest submission (an exhibitor keeps one of each), or null. */
export function latestByType(submissions: readonly SubmissionDto[]): Record<SubmissionType, SubmissionDto | null> {
  return Object.fromEntries(
    SUBMISSION_TYPES.map((type) => [
      type,
      submissions
        .filter((submission) => submission.submissionType === type)
        .reduce<SubmissionDto | null>(
          (latest, submission) => (!latest || submission.updatedAt > latest.updatedAt ? submission : latest),
          null,
        ),
    ]),
  ) as Record<SubmissionType, SubmissionDto | null>;
}
