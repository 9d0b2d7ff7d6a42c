import { NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contentOf, contentSchemaOf } from './submission-content';
import { SubmissionActions } from './SubmissionActions';
import { useSubmissionForm, type SubmissionEditorProps as EditorProps } from './use-submission-save';

const applicationSchema = contentSchemaOf('application');
const boothPlanSchema = contentSchemaOf('booth_plan');
const catalogueSchema = contentSchemaOf('catalogue_entry');

/** The application: a statement, and a note (a link, where to find it) for each document the fair asks for. */
export function ApplicationEditor({
  requiredDocuments,
  ...props
}: EditorProps & { requiredDocuments: readonly string[] }) {
  const { t } = useTranslation('fairs');
  const before = props.submission && contentOf(props.submission, 'application');
  const names = [...new Set([...requiredDocuments, ...(before?.documents.map((document) => document.name) ?? [])])];
  const { form, save, handle } = useSubmissionForm(props, 'application', applicationSchema, {
    statement: before?.statement ?? '',
    documents: names.map((name) => ({
      name,
      note: before?.documents.find((document) => document.name === name)?.note ?? '',
    })),
  });
  return (
    <form onSubmit={handle('submitted')} noValidate data-testid="application-form">
      <Stack gap="sm">
        <Textarea
          label={t('submission.statement')}
          description={t('submission.statementHelp')}
          autosize
          minRows={4}
          {...form.getInputProps('statement')}
          data-testid="application-statement"
        />
        {form.values.documents.length > 0 && (
          <Text size="sm" fw={500}>
            {t('submission.documents')}
          </Text>
        )}
        {form.values.documents.map((document, index) => (
          <Textarea
            key={document.name}
            label={document.name}
            description={t('submission.documentHelp')}
            autosize
            minRows={1}
            {...form.getInputProps(`documents.${index}.note`)}
            data-testid="application-document"
          />
        ))}
        <SubmissionActions save={save} onDraft={handle('draft')} testId="application" />
      </Stack>
    </form>
  );
}

/** The booth plan: how the exhibitor means to hang the booth, and the wall length it needs. */
export function BoothPlanEditor(props: EditorProps) {
  const { t } = useTranslation('fairs');
  const before = props.submission && contentOf(props.submission, 'booth_plan');
  const { form, save, handle } = useSubmissionForm(props, 'booth_plan', boothPlanSchema, {
    description: before?.description ?? '',
    wallLength: before?.wallLength ?? '',
  });
  return (
    <form onSubmit={handle('submitted')} noValidate data-testid="booth-plan-form">
      <Stack gap="sm">
        <Textarea
          label={t('submission.boothPlan')}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
          data-testid="booth-plan-description"
        />
        <NumberInput
          label={t('submission.wallLength')}
          min={0}
          max={1000}
          decimalScale={1}
          suffix=" m"
          {...form.getInputProps('wallLength')}
          data-testid="booth-plan-wall"
        />
        <SubmissionActions save={save} onDraft={handle('draft')} testId="booth-plan" />
      </Stack>
    </form>
  );
}

/** The catalogue entry: the text for the fair's catalogue, in Korean and English. */
export function CatalogueEditor(props: EditorProps) {
  const { t } = useTranslation('fairs');
  const before = props.submission && contentOf(props.submission, 'catalogue_entry');
  const { form, save, handle } = useSubmissionForm(props, 'catalogue_entry', catalogueSchema, {
    text: before?.text ?? '',
    textEn: before?.textEn ?? '',
  });
  return (
    <form onSubmit={handle('submitted')} noValidate data-testid="catalogue-form">
      <Stack gap="sm">
        <Textarea
          label={t('submission.catalogueText')}
          autosize
          minRows={3}
          {...form.getInputProps('text')}
          data-testid="catalogue-text"
        />
        <Textarea label={t('submission.catalogueTextEn')} autosize minRows={3} {...form.getInputProps('textEn')} />
        <SubmissionActions save={save} onDraft={handle('draft')} testId="catalogue" />
      </Stack>
    </form>
  );
}
