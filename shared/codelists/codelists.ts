import { z } from 'zod';
import { COUNTRY_ROWS } from './countries-data';
import {
  CardValueType,
  Currency,
  CustomClient,
  DiscountRange,
  DocumentType,
  EmailType,
  Gender,
  PriceModifier,
  TemplateType,
} from './enums';

export const localizedTextSchema = z.object({ cs: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const codeListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: localizedTextSchema,
});
export type CodeListItem = z.infer<typeof codeListItemSchema>;

export const currencyItemSchema = codeListItemSchema.extend({ description: localizedTextSchema });
export const countrySchema = z.object({
  code: z.string().length(3),
  alpha2: z.string().length(2),
  callingCode: z.string(),
  name: localizedTextSchema,
  flagUrl: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const codeListsSchema = z.object({
  currencies: z.array(currencyItemSchema),
  genders: z.array(codeListItemSchema),
  priceModifiers: z.array(codeListItemSchema),
  cardValueTypes: z.array(codeListItemSchema),
  emailTypes: z.array(codeListItemSchema),
  discountRanges: z.array(codeListItemSchema),
  documentTypes: z.array(codeListItemSchema),
  templateTypes: z.array(codeListItemSchema),
  customClients: z.array(codeListItemSchema),
  countries: z.array(countrySchema),
});
export type CodeLists = z.infer<typeof codeListsSchema>;

type Labels<T extends Record<string, number>> = { [K in keyof T]: LocalizedText };

function list<T extends Record<string, number>>(values: T, labels: Labels<T>): CodeListItem[] {
  return (Object.keys(values) as Array<keyof T & string>).map((code) => ({
    id: values[code] as number,
    code,
    label: labels[code],
  }));
}

/** Public path of a country's flag (served by the app itself, no external CDN). */
export const flagUrl = (alpha2: string): string => `/flags/${alpha2.toLowerCase()}.svg`;

export const COUNTRIES: Country[] = COUNTRY_ROWS.map(([code, alpha2, callingCode, cs, en]) => ({
  code,
  alpha2,
  callingCode,
  name: { cs, en },
  flagUrl: flagUrl(alpha2),
}));

export function buildCodeLists(): CodeLists {
  return {
    currencies: list(Currency, {
      CZK: { cs: 'Kč', en: 'CZK' },
      USD: { cs: 'USD', en: 'USD' },
      EUR: { cs: '€', en: '€' },
    }).map((c) => ({
      ...c,
      description: {
        CZK: { cs: 'Česká koruna', en: 'Czech koruna' },
        USD: { cs: 'Americký dolar', en: 'US dollar' },
        EUR: { cs: 'Euro', en: 'Euro' },
      }[c.code as keyof typeof Currency],
    })),
    genders: list(Gender, { MALE: { cs: 'Muž', en: 'Male' }, FEMALE: { cs: 'Žena', en: 'Female' } }),
    priceModifiers: list(PriceModifier, {
      BASE: { cs: 'Základní cena', en: 'Base price' },
      PRICING_TIER: { cs: 'Cenová hladina', en: 'Pricing tier' },
      WAVE: { cs: 'Cena vlny', en: 'Wave price' },
      ADDITIONAL: { cs: 'Doplňková cena', en: 'Additional price' },
      DISCOUNT: { cs: 'Sleva', en: 'Discount' },
    }),
    cardValueTypes: list(CardValueType, {
      INPUT: { cs: 'Textové pole', en: 'Input' },
      TEXT_EDITOR: { cs: 'Textový editor', en: 'Text editor' },
      DATE: { cs: 'Datum', en: 'Date' },
      SELECT: { cs: 'Výběr ze seznamu', en: 'Select' },
      CHECKBOX: { cs: 'Zaškrtávací pole', en: 'Checkbox' },
      RADIO: { cs: 'Přepínač', en: 'Radio' },
      PHONE: { cs: 'Telefon', en: 'Phone' },
      COUNTRY_SELECT: { cs: 'Výběr státu', en: 'Country select' },
      COUNTRY_WITH_PERSONAL_ID: { cs: 'Stát s rodným číslem', en: 'Country with personal ID' },
      CHECKBOX_LIST: { cs: 'Seznam zaškrtávacích polí', en: 'Checkbox list' },
      RADIO_WITH_COMPONENTS: { cs: 'Přepínač s doplňujícím polem', en: 'Radio with components' },
    }),
    emailTypes: list(EmailType, {
      REGISTRATION_BY_CARD: { cs: 'Registrace s platbou kartou', en: 'Registration paid by card' },
      PAYMENT: { cs: 'Přijetí platby', en: 'Payment received' },
      EXPIRATION: { cs: 'Expirace registrace', en: 'Registration expired' },
      CANCELLATION: { cs: 'Zrušení registrace', en: 'Registration cancelled' },
      ITEM_CANCELLATION: { cs: 'Zrušení položky registrace', en: 'Registration item cancelled' },
      REGISTRATION_BY_TRANSFER: {
        cs: 'Registrace s platbou převodem',
        en: 'Registration paid by bank transfer',
      },
      TEAM_CREATED: { cs: 'Tým vytvořen', en: 'Team created' },
      TEAM_JOINED: { cs: 'Připojení k týmu', en: 'Team joined' },
      TEAM_INVITATION: { cs: 'Pozvánka do týmu', en: 'Team invitation' },
      TEAM_MANAGER_CHANGED: { cs: 'Změna vedoucího týmu', en: 'Team manager changed' },
      ACTIVATE_USER: { cs: 'Aktivace účtu', en: 'Account activation' },
      REQUEST_PASSWORD_CHANGE: { cs: 'Žádost o změnu hesla', en: 'Password change request' },
      INCOMPLETE_PAYMENT: { cs: 'Neúplná platba', en: 'Incomplete payment' },
      WAITING_LIST_OFFER: { cs: 'Nabídka místa z čekací listiny', en: 'Waiting list place offer' },
      TRANSFER_OFFERED: { cs: 'Nabídka převzetí registrace', en: 'Registration transfer offered' },
      TRANSFER_ACCEPTED: { cs: 'Registrace převedena', en: 'Registration transferred' },
      RACE_CHANGED: { cs: 'Změna závodu', en: 'Race changed' },
      CHECKED_IN: { cs: 'Odbavení při výdeji balíčků', en: 'Checked in at the packet pickup' },
      CARD_REFUND: { cs: 'Vrácení peněz na kartu', en: 'Refund to the card' },
    }),
    discountRanges: list(DiscountRange, {
      REGISTRATION: { cs: 'Registrace', en: 'Registration' },
      ADDITIONALS: { cs: 'Doplňky', en: 'Additionals' },
      ALL: { cs: 'Vše', en: 'All' },
    }),
    documentTypes: list(DocumentType, {
      LOGO: { cs: 'Logo', en: 'Logo' },
      BACKGROUND: { cs: 'Pozadí', en: 'Background' },
    }),
    templateTypes: list(TemplateType, {
      EVENT_PAGE: { cs: 'Stránka závodu', en: 'Event page' },
      SUBEVENT: { cs: 'Podzávod', en: 'Subevent' },
      CATEGORY: { cs: 'Kategorie', en: 'Category' },
      WAVE: { cs: 'Vlna', en: 'Wave' },
    }),
    customClients: list(CustomClient, {
      NONE: { cs: 'Standardní web', en: 'Standard site' },
      EMBEDDED: { cs: 'Vložení na web pořadatele', en: 'Embedded on organiser site' },
    }),
    countries: COUNTRIES,
  };
}
