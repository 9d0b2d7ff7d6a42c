import { SegmentedControl } from '@mantine/core';
import { LOCALES, type Locale } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { isLocale, toLocale } from '../i18n/i18n-options';
import { localeCookie } from '../i18n/resolve-locale';

/**
 * Switches the interface language: remembers the choice in the `lng` cookie (so the server
 * renders it next time), changes i18next's language, updates `<html lang>` and reloads route
 * data so the page titles follow.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current = toLocale(i18n.resolvedLanguage);

  const switchTo = async (locale: Locale) => {
    document.cookie = localeCookie(locale, { secure: window.location.protocol === 'https:' });
    await i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    await revalidator.revalidate();
  };

  return (
    <SegmentedControl
      size="xs"
      value={current}
      onChange={(value) => {
        if (isLocale(value) && value !== current) void switchTo(value);
      }}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: <span data-testid={`language-${locale}`}>{t(`language.${locale}`)}</span>,
      }))}
      aria-label={t('language.label')}
      data-testid="language-switcher"
    />
  );
}
