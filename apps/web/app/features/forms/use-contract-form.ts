import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractInput, type ContractFormValues } from './form-values';
import { problemMessage, problemOf, serverProblems, type Translator } from './issue-messages';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/**
 * The schema as a Standard Schema whose issues carry translated sentences and form paths, for
 * Mantine's `schemaResolver`: the contract decides what is wrong, the form says it in the
 * reader's language.
 */
export function translatedSchema(schema: z.ZodType, i18n: Translator, messages?: string): StandardSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'vernissage',
      validate: (value: unknown) => {
        const result = z.safeParse(schema, value);
        if (result.success) return { value: result.data };
        return {
          issues: result.error.issues.map((issue) => {
            const found = problemOf(issue, value);
            return { message: problemMessage(i18n, found, messages), path: found.path ? found.path.split('.') : [] };
          }),
        };
      },
    },
  };
}

/** The errors a contract schema finds in a form's values, by form path, in the reader's language. */
export function contractErrors(schema: z.ZodType, values: unknown, i18n: Translator, messages?: string): FormErrors {
  return schemaResolver(translatedSchema(schema, i18n, messages), { sync: true })(contractInput(schema, values));
}

export interface ContractFormOptions<S extends z.ZodType> {
  /** The contract's schema of what the form sends (a route's body, or some of its fields). */
  schema: S;
  initialValues: ContractFormValues<S>;
  /** Where the form's own sentences are (`auth:fields` → `auth:fields.email.required`). */
  messages?: string;
  /** The values as they apply (e.g. an edition's size only for editions), before the schema sees them. */
  prepare?: (values: ContractFormValues<S>) => ContractFormValues<S>;
}

/** A form of contract values; `onSubmit` hands the schema's output, exactly what the route takes. */
export type ContractForm<S extends z.ZodType> = UseFormReturnType<ContractFormValues<S>, z.output<S>> & {
  /** Shows the fields a 400 answer names on their inputs; false when it named none of the form's. */
  showServerErrors: (error: unknown) => boolean;
};

/**
 * `@mantine/form` with a contract schema as its only validation: the values are checked with the
 * same schema the server uses, problems are shown in the reader's language (see `problemMessage`),
 * and a submit receives the schema's output (trimmed, empty fields null, defaults filled).
 */
export function useContractForm<S extends z.ZodType>({
  schema,
  initialValues,
  messages,
  prepare = (values) => values,
}: ContractFormOptions<S>): ContractForm<S> {
  const { t, i18n } = useTranslation();
  const translator: Translator = {
    t: (keys, options) => t(keys as never, options as never) as unknown as string,
    language: i18n.language,
  };
  const form = useForm<ContractFormValues<S>, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validate: (values) => contractErrors(schema, prepare(values), translator, messages),
    transformValues: (values) => z.parse<S>(schema, contractInput(schema, prepare(values))),
  });
  const showServerErrors = (error: unknown) => {
    const values = form.getValues() as Record<string, unknown>;
    const found = serverProblems(error).filter((problem) => problem.path.split('.')[0]! in values);
    form.setErrors(
      Object.fromEntries(found.map((problem) => [problem.path, problemMessage(translator, problem, messages)])),
    );
    return found.length > 0;
  };
  return Object.assign(form, { showServerErrors });
}
