import { ErrorCode, PermissionLevel, type SiteSettings, type SiteSettingsConfigDto } from '@vernissage/shared';
import type { Identity } from '../../platform/auth/session-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { invalidateSitePages, siteTags } from './site-cache.js';
import { settingsOf } from './website.presenter.js';
import * as repo from './website.repository.js';
import type { SiteDomainRow } from './website.repository.js';
import { requireDomain, requireWebsite } from './website.service.js';

function present(domain: SiteDomainRow): SiteSettingsConfigDto {
  return {
    ...settingsOf(domain),
    saved: domain.settings !== null,
    updatedAt: domain.settings ? domain.updatedAt.toISOString() : null,
  };
}

export async function siteSettings(ctx: AppContext, identity: Identity, gid: string) {
  await requireWebsite(ctx, identity, gid, PermissionLevel.read);
  return present(await requireDomain(ctx, gid));
}

async function save(ctx: AppContext, domain: SiteDomainRow, settings: SiteSettings) {
  const row = await repo.updateDomain(ctx.db, domain.id, { settings });
  await invalidateSitePages(ctx, [siteTags.site(domain.galleryId)]);
  return present(row);
}

/** The first save (POST); later changes go through `updateSiteSettings`. */
export async function createSiteSettings(ctx: AppContext, identity: Identity, gid: string, input: SiteSettings) {
  await requireWebsite(ctx, identity, gid, PermissionLevel.write);
  const domain = await requireDomain(ctx, gid);
  if (domain.settings)
    throw new AppError(ErrorCode.conflict, 'The site has settings already: change them with PUT /websettings.');
  return save(ctx, domain, input);
}

/** Changes the settings named; the rest stay (the defaults, before a first save). */
export async function updateSiteSettings(
  ctx: AppContext,
  identity: Identity,
  gid: string,
  patch: Partial<SiteSettings>,
) {
  await requireWebsite(ctx, identity, gid, PermissionLevel.write);
  const domain = await requireDomain(ctx, gid);
  return save(ctx, domain, { ...settingsOf(domain), ...patch });
}
