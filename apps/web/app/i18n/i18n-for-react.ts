import type { i18n } from 'i18next';

const views = new WeakMap<i18n, i18n>();

/**
 * The i18next instance as the `I18nextProvider` hands it to react-i18next: an object with no
 * properties of its own, reading everything from the instance (ADR 072).
 *
 * react-i18next 16's `useTranslation` gives each component, on its first render, a copy of the
 * instance's own properties. An i18next instance has 40 (it binds its methods to itself as own
 * properties), so each copy costs about 35 µs: on the server every component of every render pays
 * it (a sixth of the signed-in inventory's render), in the browser every component as it hydrates.
 * A copy of this view copies nothing and inherits the instance. The instance's methods are bound to
 * it, so a call through the view (`changeLanguage`, `getFixedT`) acts on the instance itself, and a
 * read (`language`) is always the instance's current value.
 */
export function i18nForReact(instance: i18n): i18n {
  let view = views.get(instance);
  if (!view) {
    view = Object.create(instance) as i18n;
    views.set(instance, view);
  }
  return view;
}
