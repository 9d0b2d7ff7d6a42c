import { Button } from '@mantine/core';
import { PARTICIPANT_STATUSES, type FairDto, type ParticipantDto } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useContentLocale } from '../i18n-content/text-in';
import { csvFileName, participantsCsv, type ParticipantsCsvLabels } from './fair-csv';

/** Downloads the fair's participants as a CSV file, made in the browser from the list on the page. */
export function ExportCsvButton({ fair, participants }: { fair: FairDto; participants: ParticipantDto[] }) {
  const { t } = useTranslation('fairs');
  const locale = useContentLocale();
  const download = () => {
    const labels: ParticipantsCsvLabels = {
      locale,
      headings: {
        exhibitor: t('csv.exhibitor'),
        status: t('csv.status'),
        section: t('csv.section'),
        boothNumber: t('csv.boothNumber'),
        boothSize: t('csv.boothSize'),
        hall: t('csv.hall'),
        appliedOn: t('csv.appliedOn'),
        changedOn: t('csv.changedOn'),
      },
      statuses: Object.fromEntries(
        PARTICIPANT_STATUSES.map((status) => [status, t(`participantStatus.${status}`)]),
      ) as ParticipantsCsvLabels['statuses'],
    };
    const blob = new Blob([participantsCsv(participants, labels)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(fair.nameEn || fair.name);
    document.body.append(link);
    link.click();
    link.remove();
    // Once the download has started with it.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="default" onClick={download} data-testid="fair-export-csv">
      {t('board.export')}
    </Button>
  );
}
