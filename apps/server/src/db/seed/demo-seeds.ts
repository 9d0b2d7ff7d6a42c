import { demoAccountLogins, demoAccountsSeed, demoAdminSeed } from './demo-accounts.seed.js';
import { demoBillingSeed } from './demo-billing.seed.js';
import { demoContentSeed } from './demo-content.seed.js';
import { demoContestsSeed } from './demo-contests.seed.js';
import { demoExhibitionsSeed } from './demo-exhibitions.seed.js';
import { demoFairsSeed } from './demo-fairs.seed.js';
import { demoInventorySeed } from './demo-inventory.seed.js';
import { demoSearchSeed } from './demo-search.seed.js';
import { demoVisitorsSeed } from './demo-visitors.seed.js';
import { demoViewingRoomSeed } from './demo-viewing-room.seed.js';
import { demoWebsiteSeed, demoWebsiteSettingsSeed } from './demo-website.seed.js';
import type { DemoLogin, Seed } from './seed-runner.js';

/**
 * The demo data a fresh install starts with, in order. Each capability adds its seed here so a
 * newcomer sees it working at once; logins they create are printed at start.
 */
export const demoSeeds: readonly Seed[] = [
  demoAccountsSeed,
  demoInventorySeed,
  demoExhibitionsSeed,
  demoAdminSeed,
  demoViewingRoomSeed,
  demoVisitorsSeed,
  demoWebsiteSeed,
  demoWebsiteSettingsSeed,
  demoBillingSeed,
  demoFairsSeed,
  demoContestsSeed,
  demoSearchSeed,
  demoContentSeed,
];

/** The demo logins, known without reading the database (the seeds use fixed credentials). */
export const demoLogins: readonly DemoLogin[] = [...demoAccountLogins];
