import { Button, Group, Image, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@shared/codelists/enums';
import { useCodeLists } from '../lib/codelists';
import { changeLanguage, isLocale } from '../lib/i18n';

/** Country whose flag stands for each interface language. */
const FLAG_COUNTRY: Record<Locale, string> = { cs: 'CZE', en: 'GBR' };

/** cs/en switch; the choice is kept in the `lang` cookie. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { countries } = useCodeLists();
  const active: Locale = isLocale(i18n.language) ? i18n.language : 'cs';

  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LOCALES.map((locale) => {
        const flag = countries.find((c) => c.code === FLAG_COUNTRY[locale])?.flagUrl;
        const pressed = active === locale;
        return (
          <Button
            key={locale}
            size="sm"
            variant={pressed ? 'subtle' : 'ghost'}
            aria-pressed={pressed}
            lang={locale}
            onClick={() => void changeLanguage(locale)}
            px="2"
          >
            {/* Lazy: on a prerendered page nothing but the HTML may load before its first paint
                (docs/public-pages.md), and React's server render preloads eager images. */}
            {flag && <Image src={flag} alt="" width="4" height="3" borderRadius="1px" loading="lazy" />}
            {locale.toUpperCase()}
            <VisuallyHidden> – {t(`language.${locale}`, { lng: locale })}</VisuallyHidden>
          </Button>
        );
      })}
    </Group>
  );
}
