import { listInventory } from '../../modules/inventory/inventory.service.js';
import { updateSiteSettings } from '../../modules/website/website-settings.service.js';
import { putDomain, putSiteWorks, setLive } from '../../modules/website/website.service.js';
import { identityOf } from './demo-inventory.seed.js';
import type { Seed } from './seed-runner.js';

const ALL_SHOWN = { allowprice: true, allowdescription: true, allowphoto: true, allowemail: true, allowphone: true };

/**
 * The demo gallery's site live at /web/demo with the first 16 works of its inventory (prices
 * shown), and the demo artist's at /web/seoyeon-kim with her four works (no prices, no phone).
 */
export const demoWebsiteSeed: Seed = {
  name: 'demo-website',
  run: async (ctx) => {
    const sites = [
      {
        email: 'gallery@demo.vernissage.kr',
        name: 'demo',
        works: 16,
        toggles: ALL_SHOWN,
        links: [{ label: 'Instagram', url: 'https://www.instagram.com/vernissage.demo' }],
      },
      {
        email: 'artist@demo.vernissage.kr',
        name: 'seoyeon-kim',
        works: 4,
        toggles: { ...ALL_SHOWN, allowprice: false, allowphone: false },
        links: [],
      },
    ];
    for (const site of sites) {
      const { identity, gid } = await identityOf(ctx, site.email);
      const inventory = await listInventory(ctx, identity, gid, {
        page: 0,
        size: site.works,
        sort: 'idx',
        trash: false,
      });
      const domain = await putDomain(ctx, identity, gid, { name: site.name, ...site.toggles, links: site.links });
      await putSiteWorks(
        ctx,
        identity,
        gid,
        inventory.items.map((item) => item.aid),
      );
      await setLive(ctx, identity, gid, { domainid: domain.domainid, live: true });
    }
  },
};

/**
 * The demo sites' settings (ADR 024): the gallery's in the grid template with its opening hours,
 * Naver blog and the contact form; the artist's in the minimal template, with a menu of her own.
 */
export const demoWebsiteSettingsSeed: Seed = {
  name: 'demo-website-settings',
  run: async (ctx) => {
    const gallery = await identityOf(ctx, 'gallery@demo.vernissage.kr');
    await updateSiteSettings(ctx, gallery.identity, gallery.gid, {
      template: 'grid',
      menu: [
        { kind: 'home' },
        { kind: 'works' },
        { kind: 'exhibitions' },
        { kind: 'artists' },
        { kind: 'about' },
        { kind: 'contact' },
      ],
      contact: {
        hours: { ko: '화–일 오전 11시–오후 6시 (월요일 휴관)', en: 'Tue–Sun 11 am–6 pm (closed on Mondays)' },
        showForm: true,
      },
      social: [{ network: 'naver_blog', url: 'https://blog.naver.com/vernissage-demo' }],
    });
    const artist = await identityOf(ctx, 'artist@demo.vernissage.kr');
    await updateSiteSettings(ctx, artist.identity, artist.gid, {
      template: 'minimal',
      menu: [{ kind: 'works' }, { kind: 'about' }, { kind: 'contact' }],
      about: {
        ko: '김서연은 서울에서 흙과 빛으로 작업합니다.',
        en: 'Seoyeon Kim works with clay and light in Seoul.',
      },
    });
  },
};
