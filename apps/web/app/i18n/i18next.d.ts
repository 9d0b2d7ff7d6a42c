import type account from '../../public/locales/ko/account.json';
import type auth from '../../public/locales/ko/auth.json';
import type common from '../../public/locales/ko/common.json';
import type pages from '../../public/locales/ko/pages.json';
import type pricing from '../../public/locales/ko/pricing.json';
import type workspace from '../../public/locales/ko/workspace.json';
import type artwork from '../../public/locales/ko/artwork.json';
import type inventory from '../../public/locales/ko/inventory.json';
import type shares from '../../public/locales/ko/shares.json';
import type artists from '../../public/locales/ko/artists.json';
import type analytics from '../../public/locales/ko/analytics.json';
import type rooms from '../../public/locales/ko/rooms.json';
import type website from '../../public/locales/ko/website.json';
import type exhibitions from '../../public/locales/ko/exhibitions.json';
import type visitors from '../../public/locales/ko/visitors.json';
import type billing from '../../public/locales/ko/billing.json';
import type fairs from '../../public/locales/ko/fairs.json';
import type contests from '../../public/locales/ko/contests.json';
import type admin from '../../public/locales/ko/admin.json';
import type discovery from '../../public/locales/ko/discovery.json';
import type adminContent from '../../public/locales/ko/adminContent.json';
import type tutorial from '../../public/locales/ko/tutorial.json';
import type home from '../../public/locales/ko/home.json';

// Translation keys are checked at compile time against the Korean files; a unit test keeps the
// English files in step with them.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      pages: typeof pages;
      pricing: typeof pricing;
      billing: typeof billing;
      auth: typeof auth;
      account: typeof account;
      workspace: typeof workspace;
      artwork: typeof artwork;
      inventory: typeof inventory;
      shares: typeof shares;
      artists: typeof artists;
      analytics: typeof analytics;
      rooms: typeof rooms;
      website: typeof website;
      exhibitions: typeof exhibitions;
      visitors: typeof visitors;
      fairs: typeof fairs;
      contests: typeof contests;
      admin: typeof admin;
      discovery: typeof discovery;
      adminContent: typeof adminContent;
      tutorial: typeof tutorial;
      home: typeof home;
    };
  }
}
