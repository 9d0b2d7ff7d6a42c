import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // App pages: session, API and loading-overlay providers, header and menu.
  layout('routes/app-layout.tsx', [
    index('routes/dashboard/dashboard.route.tsx'),
    route('login', 'routes/login/login.route.tsx'),
    route('signup', 'routes/signup/signup.route.tsx'),
    route('forgot-password', 'routes/forgot-password/forgot-password.route.tsx'),
    route('reset-password', 'routes/reset-password/reset-password.route.tsx'),
    route('invitations', 'routes/invitations/invitations.route.tsx'),
    route('dev/outbox', 'routes/dev-outbox/dev-outbox.route.tsx'),
    route('tutorial', 'routes/tutorial/tutorial.route.tsx'),
    route('search', 'routes/search/search.route.tsx'),
    // Signed-in pages: one guard, the person and their active workspace.
    layout('routes/signed-in-layout.tsx', [
      route('account', 'routes/account/account.route.tsx'),
      route('members', 'routes/members/members.route.tsx'),
      route('inventory', 'routes/inventory/inventory.route.tsx'),
      route('inventory/:iid', 'routes/inventory/item-editor.route.tsx'),
      route('artworks/:aid', 'routes/artworks/artwork.route.tsx'),
      route('shares', 'routes/shares/shares.route.tsx'),
      route('shared', 'routes/shared/shared.route.tsx'),
      route('shared/:sid', 'routes/shared/share.route.tsx'),
      route('inbox', 'routes/inbox/inbox.route.tsx'),
      route('gallery/settings', 'routes/gallery-settings/gallery-settings.route.tsx'),
      route('portfolio', 'routes/portfolio/portfolio.route.tsx'),
      route('artistprofile', 'routes/artistprofile/artistprofile.route.tsx'),
      route('privateshare', 'routes/privateshare/privateshare.route.tsx'),
      route('exhibitions', 'routes/exhibitions/exhibitions.route.tsx'),
      route('exhibitions/:exhibitionid', 'routes/exhibitions/exhibition-editor.route.tsx'),
      route('websetting', 'routes/websetting/websetting.route.tsx'),
      route('account/billing', 'routes/billing/billing.route.tsx'),
      route('account/billing/card', 'routes/checkout/checkout-return.route.tsx', { id: 'billing-card' }),
      route('account/billing/gift', 'routes/checkout/checkout-return.route.tsx', { id: 'billing-gift' }),
      route('checkout', 'routes/checkout/checkout.route.tsx'),
      route('checkout/card', 'routes/checkout/checkout-return.route.tsx', { id: 'checkout-card' }),
      route('checkout/paypal', 'routes/checkout/checkout-return.route.tsx', { id: 'checkout-paypal' }),
      route('signup/plan', 'routes/checkout/signup-plan.route.tsx'),
      route('admin/billing', 'routes/admin-billing/admin-billing.route.tsx'),
    ]),
    route('pricing', 'routes/pricing/pricing.route.tsx'),
    route('*', 'routes/not-found/not-found.route.tsx'),
  ]),
  // Public pages: no providers, a thin progress bar on navigation. (The websites at /web/* are
  // rendered by the server itself, without this bundle: modules/website/pages, ADR 021.)
  layout('routes/public-layout.tsx', [route('showcase/*', 'routes/showcase/showcase.route.tsx')]),
] satisfies RouteConfig;
