import { createApiClient, LOCALES, updateLocaleRoute, type Locale } from '@vernissage/shared';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import { loadAllTranslations } from '../i18n/i18n.client';
import { toLocale } from '../i18n/i18n-options';
import { localeCookie } from '../i18n/resolve-locale';
import type { loader as rootLoader } from '../root';
import type { loader as appLayoutLoader } from '../routes/app-layout';
import { PlainSegmentedControl } from './mantine-look';

/**
 * Switches the interface language: remembers the choice in the `lng` cookie (so the server
 * renders it next time), changes i18next's language, updates `<html lang>` and reloads route
 * data so the page titles follow. For someone signed in, the account keeps it too, as the
 * language its mail is written in (`PUT /user/locale`, issue 18) — in the background: a failure
 * there never holds the switch back.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const current = toLocale(i18n.resolvedLanguage);
  const keepForAccount = useAccountLocaleSaver();

  const switchTo = async (locale: Locale) => {
    document.cookie = localeCookie(locale, { secure: window.location.protocol === 'https:' });
    keepForAccount(locale);
    // The whole language in one file first: the page carried only what it showed.
    await loadAllTranslations(i18n, locale);
    await i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
    await revalidator.revalidate();
  };

  return (
    <PlainSegmentedControl
      size="xs"
      value={current}
      onChange={(value) => {
        if (value !== current) void switchTo(value);
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

/**
 * Keeps a chosen language with the signed-in account; does nothing for a visitor. The switcher
 * also sits on pages outside the app's providers (and on the error page), so it reads who is
 * signed in from the app layout's data when there is any, and calls with the session cookie.
 */
function useAccountLocaleSaver(): (locale: Locale) => void {
  const layout = useRouteLoaderData<typeof appLayoutLoader>('routes/app-layout');
  const apiBaseUrl = useRouteLoaderData<typeof rootLoader>('root')?.publicEnv.apiBaseUrl;
  const signedIn = layout !== undefined && 'user' in layout && layout.user !== null;
  return (locale) => {
    if (!signedIn || !apiBaseUrl) return;
    const api = createApiClient({
      baseUrl: apiBaseUrl,
      getSession: () => null,
      refreshSession: async () => null,
      signOut: async () => undefined,
      onAuthFailure: () => undefined,
    });
    api(updateLocaleRoute, { body: { locale } }).catch(() => undefined);
  };
}
