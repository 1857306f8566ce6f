import type { Locale } from '@shared/codelists/enums';
import type { TranslationNamespace } from '@shared/back-office/translation-schemas';
import csCommon from '../../../web/src/locales/cs/common.json';
import csHome from '../../../web/src/locales/cs/home.json';
import csCatalog from '../../../web/src/locales/cs/catalog.json';
import csStartList from '../../../web/src/locales/cs/start-list.json';
import csCart from '../../../web/src/locales/cs/cart.json';
import csCheckout from '../../../web/src/locales/cs/checkout.json';
import csRegistration from '../../../web/src/locales/cs/registration.json';
import csAccount from '../../../web/src/locales/cs/account.json';
import csUserMenu from '../../../web/src/locales/cs/user-menu.json';
import csUserArea from '../../../web/src/locales/cs/user-area.json';
import csTeamManagement from '../../../web/src/locales/cs/team-management.json';
import csStaticPages from '../../../web/src/locales/cs/static-pages.json';
import enCommon from '../../../web/src/locales/en/common.json';
import enHome from '../../../web/src/locales/en/home.json';
import enCatalog from '../../../web/src/locales/en/catalog.json';
import enStartList from '../../../web/src/locales/en/start-list.json';
import enCart from '../../../web/src/locales/en/cart.json';
import enCheckout from '../../../web/src/locales/en/checkout.json';
import enRegistration from '../../../web/src/locales/en/registration.json';
import enAccount from '../../../web/src/locales/en/account.json';
import enUserMenu from '../../../web/src/locales/en/user-menu.json';
import enUserArea from '../../../web/src/locales/en/user-area.json';
import enTeamManagement from '../../../web/src/locales/en/team-management.json';
import enStaticPages from '../../../web/src/locales/en/static-pages.json';

/**
 * The built-in texts of the public app (web/src/locales), the ones an override replaces: the
 * emails Lambda lists them beside the overrides and checks every override against its built-in text.
 * Flattened to the keys i18next uses (nested keys joined by dots).
 */
export type BuiltInTexts = Record<Locale, Record<TranslationNamespace, Record<string, string>>>;

/**
 * Nested keys joined by dots; array items (the static pages' sections) by their index, the path
 * i18next resolves too.
 */
export function flattenTexts(
  tree: unknown,
  prefix = '',
  into: Record<string, string> = {},
): Record<string, string> {
  if (typeof tree === 'string') {
    if (prefix) into[prefix] = tree;
  } else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree))
      flattenTexts(value, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

const flat = (bundles: Record<TranslationNamespace, unknown>) =>
  Object.fromEntries(Object.entries(bundles).map(([ns, tree]) => [ns, flattenTexts(tree)])) as Record<
    TranslationNamespace,
    Record<string, string>
  >;

let texts: BuiltInTexts | undefined;

/** Flattened once per Lambda instance. */
export function builtInTexts(): BuiltInTexts {
  texts ??= {
    cs: flat({
      common: csCommon,
      home: csHome,
      catalog: csCatalog,
      'start-list': csStartList,
      cart: csCart,
      checkout: csCheckout,
      registration: csRegistration,
      account: csAccount,
      'user-menu': csUserMenu,
      'user-area': csUserArea,
      'team-management': csTeamManagement,
      'static-pages': csStaticPages,
    }),
    en: flat({
      common: enCommon,
      home: enHome,
      catalog: enCatalog,
      'start-list': enStartList,
      cart: enCart,
      checkout: enCheckout,
      registration: enRegistration,
      account: enAccount,
      'user-menu': enUserMenu,
      'user-area': enUserArea,
      'team-management': enTeamManagement,
      'static-pages': enStaticPages,
    }),
  };
  return texts;
}
