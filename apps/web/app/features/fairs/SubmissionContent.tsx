import { List, Stack, Text } from '@mantine/core';
import type { SubmissionDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { FairWorksGrid } from './FairWorksGrid';
import { contentOf } from './submission-content';

/** What a submission says, as its type shows it: statement and documents, booth plan, works, catalogue text. */
export function SubmissionContent({ submission }: { submission: SubmissionDto }) {
  const { t } = useTranslation('fairs');
  const application = contentOf(submission, 'application');
  const boothPlan = contentOf(submission, 'booth_plan');
  const catalogue = contentOf(submission, 'catalogue_entry');
  if (submission.submissionType === 'artwork_list') {
    return submission.works.length > 0 ? (
      <FairWorksGrid works={submission.works} />
    ) : (
      <Text size="sm" c="gray.7">
        {t('submission.noWorks')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="submission-content">
      {application && (
        <>
          <Prose text={application.statement} />
          {application.documents.length > 0 && (
            <List size="sm" spacing={4}>
              {application.documents.map((document) => (
                <List.Item key={document.name}>
                  <Text span fw={600} size="sm">
                    {document.name}
                  </Text>
                  {document.note ? `: ${document.note}` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
      {boothPlan && (
        <>
          <Prose text={boothPlan.description} />
          {boothPlan.wallLength != null && (
            <Text size="sm">{t('submission.wallLengthIs', { length: boothPlan.wallLength })}</Text>
          )}
        </>
      )}
      {catalogue && (
        <>
          <Prose text={catalogue.text} />
          {catalogue.textEn && <Prose text={catalogue.textEn} />}
        </>
      )}
    </Stack>
  );
}

/** A text as it was written, line breaks kept. */
function Prose({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}
