import {
  createSiteSettingsRoute,
  publicSiteAboutRoute,
  publicSiteArtistRoute,
  publicSiteArtistsRoute,
  publicSiteDirectoryRoute,
  publicSiteExhibitionRoute,
  publicSiteExhibitionsRoute,
  publicSiteMainRoute,
  publicSiteWorkRoute,
  publicSiteWorksRoute,
  putSiteDomainRoute,
  putSiteHostRoute,
  putSiteWorksRoute,
  siteDirectoryRoute,
  siteDomainRoute,
  siteLiveRoute,
  siteNameExistsRoute,
  siteSeoRoute,
  siteSettingsRoute,
  siteWorkRoute,
  siteWorksRoute,
  updateSiteSettingsRoute,
  verifySiteHostRoute,
} from '@vernissage/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import { registerRoute } from '../../platform/http/register-route.js';
import type { SiteHosts } from './site-hosts.js';
import * as settings from './website-settings.service.js';
import * as sites from './website.service.js';

/** SPEC.md §7 Domain/public site and Public web (ADR 021, ADR 023). */
export function registerWebsiteRoutes(app: FastifyInstance, ctx: AppContext, hosts: SiteHosts) {
  // A host attached, let go or proven changes what this instance serves at once.
  registerRoute(app, putSiteHostRoute, async ({ identity, headers, body }) => {
    const site = await sites.putHost(ctx, identity, headers.gid, body.host);
    await hosts.load(ctx.db);
    return site;
  });
  registerRoute(app, verifySiteHostRoute, async ({ identity, headers }) => {
    const site = await sites.verifyHost(ctx, identity, headers.gid);
    await hosts.load(ctx.db);
    return site;
  });
  registerRoute(app, putSiteDomainRoute, async ({ identity, headers, body }) => {
    const site = await sites.putDomain(ctx, identity, headers.gid, body);
    await hosts.load(ctx.db); // a renamed site keeps its host
    return site;
  });
  registerRoute(app, siteDomainRoute, ({ identity, headers }) => sites.getDomain(ctx, identity, headers.gid));
  registerRoute(app, siteNameExistsRoute, ({ identity, headers }) =>
    sites.checkName(ctx, identity, headers.gid, headers.name),
  );
  registerRoute(app, siteLiveRoute, ({ identity, headers, body }) => sites.setLive(ctx, identity, headers.gid, body));
  registerRoute(app, siteWorksRoute, ({ identity, headers }) => sites.getSiteWorks(ctx, identity, headers.gid));
  registerRoute(app, putSiteWorksRoute, ({ identity, headers, body }) =>
    sites.putSiteWorks(ctx, identity, headers.gid, body.aids),
  );
  registerRoute(app, siteWorkRoute, ({ identity, headers }) =>
    sites.getSiteWork(ctx, identity, headers.gid, headers.aid),
  );
  registerRoute(app, createSiteSettingsRoute, ({ identity, headers, body }) =>
    settings.createSiteSettings(ctx, identity, headers.gid, body),
  );
  registerRoute(app, siteSettingsRoute, ({ identity, headers }) => settings.siteSettings(ctx, identity, headers.gid));
  registerRoute(app, updateSiteSettingsRoute, ({ identity, headers, body }) =>
    settings.updateSiteSettings(ctx, identity, headers.gid, body),
  );
  registerRoute(app, siteSeoRoute, ({ identity, headers }) => sites.siteSeo(ctx, identity, headers.gid));
  registerRoute(app, siteDirectoryRoute, ({ query }) => sites.siteDirectory(ctx, query));
  registerRoute(app, publicSiteDirectoryRoute, ({ query }) => sites.siteDirectory(ctx, query));
  registerRoute(app, publicSiteMainRoute, ({ params }) => sites.siteMain(ctx, params.domain));
  registerRoute(app, publicSiteWorksRoute, ({ params, query }) => sites.siteWorks(ctx, params.domain, query));
  registerRoute(app, publicSiteExhibitionsRoute, ({ params }) => sites.siteExhibitions(ctx, params.domain));
  registerRoute(app, publicSiteExhibitionRoute, ({ params }) => sites.siteExhibition(ctx, params.domain, params.id));
  registerRoute(app, publicSiteArtistsRoute, ({ params }) => sites.siteArtists(ctx, params.domain));
  registerRoute(app, publicSiteArtistRoute, ({ params }) => sites.siteArtist(ctx, params.domain, params.id));
  registerRoute(app, publicSiteAboutRoute, ({ params }) => sites.siteAbout(ctx, params.domain));
  registerRoute(app, publicSiteWorkRoute, ({ params }) => sites.siteWork(ctx, params.domain, params.aid));
}
