import { LOCALES, type Locale } from '@vernissage/shared';
import { createInstance, type i18n, type Resource } from 'i18next';
import { josaFormat } from './josa';
import enAccount from '../../public/locales/en/account.json';
import enAuth from '../../public/locales/en/auth.json';
import enCommon from '../../public/locales/en/common.json';
import enPages from '../../public/locales/en/pages.json';
import enPricing from '../../public/locales/en/pricing.json';
import enWorkspace from '../../public/locales/en/workspace.json';
import koAccount from '../../public/locales/ko/account.json';
import koAuth from '../../public/locales/ko/auth.json';
import koCommon from '../../public/locales/ko/common.json';
import koPages from '../../public/locales/ko/pages.json';
import koPricing from '../../public/locales/ko/pricing.json';
import koWorkspace from '../../public/locales/ko/workspace.json';
import enArtwork from '../../public/locales/en/artwork.json';
import koArtwork from '../../public/locales/ko/artwork.json';
import enInventory from '../../public/locales/en/inventory.json';
import koInventory from '../../public/locales/ko/inventory.json';
import enShares from '../../public/locales/en/shares.json';
import koShares from '../../public/locales/ko/shares.json';
import enArtists from '../../public/locales/en/artists.json';
import koArtists from '../../public/locales/ko/artists.json';
import enAnalytics from '../../public/locales/en/analytics.json';
import koAnalytics from '../../public/locales/ko/analytics.json';
import enRooms from '../../public/locales/en/rooms.json';
import koRooms from '../../public/locales/ko/rooms.json';
import enWebsite from '../../public/locales/en/website.json';
import koWebsite from '../../public/locales/ko/website.json';
import enExhibitions from '../../public/locales/en/exhibitions.json';
import koExhibitions from '../../public/locales/ko/exhibitions.json';
import enVisitors from '../../public/locales/en/visitors.json';
import koVisitors from '../../public/locales/ko/visitors.json';
import enBilling from '../../public/locales/en/billing.json';
import koBilling from '../../public/locales/ko/billing.json';
import enFairs from '../../public/locales/en/fairs.json';
import koFairs from '../../public/locales/ko/fairs.json';
import enContests from '../../public/locales/en/contests.json';
import koContests from '../../public/locales/ko/contests.json';
import enAdmin from '../../public/locales/en/admin.json';
import koAdmin from '../../public/locales/ko/admin.json';
import enDiscovery from '../../public/locales/en/discovery.json';
import koDiscovery from '../../public/locales/ko/discovery.json';
import enAdminContent from '../../public/locales/en/adminContent.json';
import koAdminContent from '../../public/locales/ko/adminContent.json';
import enTutorial from '../../public/locales/en/tutorial.json';
import koTutorial from '../../public/locales/ko/tutorial.json';
import enHome from '../../public/locales/en/home.json';
import koHome from '../../public/locales/ko/home.json';
import { baseI18nOptions } from './i18n-options';
import { reportTranslationReads } from './read-translations.server';
import { localeOfRequest } from './resolve-locale';

/**
 * The server bundles the same JSON files the browser fetches from `/locales`, so there is one
 * source of truth and the server never waits on a network read to render.
 */
export const resources = {
  ko: {
    common: koCommon,
    pages: koPages,
    pricing: koPricing,
    auth: koAuth,
    account: koAccount,
    workspace: koWorkspace,
    artwork: koArtwork,
    inventory: koInventory,
    shares: koShares,
    artists: koArtists,
    analytics: koAnalytics,
    rooms: koRooms,
    website: koWebsite,
    exhibitions: koExhibitions,
    visitors: koVisitors,
    billing: koBilling,
    fairs: koFairs,
    contests: koContests,
    admin: koAdmin,
    discovery: koDiscovery,
    adminContent: koAdminContent,
    tutorial: koTutorial,
    home: koHome,
  },
  en: {
    common: enCommon,
    pages: enPages,
    pricing: enPricing,
    auth: enAuth,
    account: enAccount,
    workspace: enWorkspace,
    artwork: enArtwork,
    inventory: enInventory,
    shares: enShares,
    artists: enArtists,
    analytics: enAnalytics,
    rooms: enRooms,
    website: enWebsite,
    exhibitions: enExhibitions,
    visitors: enVisitors,
    billing: enBilling,
    fairs: enFairs,
    contests: enContests,
    admin: enAdmin,
    discovery: enDiscovery,
    adminContent: enAdminContent,
    tutorial: enTutorial,
    home: enHome,
  },
} satisfies Resource & Record<Locale, unknown>;

// One instance per language: the server never changes an instance's language and the
// resources are read-only, so requests can share them safely.
const instances = new Map<Locale, i18n>(
  LOCALES.map((locale) => {
    const instance = createInstance().use(josaFormat);
    void instance.init({ ...baseI18nOptions, lng: locale, resources, initAsync: false });
    reportTranslationReads(instance);
    return [locale, instance];
  }),
);

/** The ready (synchronously initialised) i18next instance of a language. */
export function serverI18n(locale: Locale): i18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`No translations for locale "${locale}"`);
  return instance;
}

/** The i18next instance for the language a request asks for. */
export function serverI18nFor(request: Request): i18n {
  return serverI18n(localeOfRequest(request));
}
