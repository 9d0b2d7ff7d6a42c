import { ApiError, IMPORT_FILE_MAX_BYTES, IMPORT_ROWS_MAX, numberFormat } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../api/use-error-message';

/**
 * Says why a call of the import failed, next to the step that made it: a file too large or not a
 * spreadsheet in the page's own words, a file the server could not read with the server's reason
 * (which names the line or the problem), anything else as every other page says it.
 */
export function useImportErrorMessage(): (error: unknown) => { message: string; detail?: string } {
  const { t, i18n } = useTranslation('inventory');
  const generic = useErrorMessage();
  return (error) => {
    if (!(error instanceof ApiError)) return { message: generic(error) };
    const numbers = numberFormat(i18n.language);
    if (error.status === 413) {
      return {
        message: t('import.errors.tooLarge', {
          mb: numbers.format(IMPORT_FILE_MAX_BYTES / (1024 * 1024)),
          rows: numbers.format(IMPORT_ROWS_MAX),
        }),
        // The server says which part was too large (the sheet, or the images' .zip).
        detail: error.message,
      };
    }
    if (error.status === 415) return { message: t('import.errors.unsupported') };
    if (error.status === 422) return { message: t('import.review.stillFlagged') };
    if (error.status === 400 && error.code !== 'validation') {
      return { message: t('import.errors.unreadable'), detail: error.message };
    }
    return { message: generic(error) };
  };
}
