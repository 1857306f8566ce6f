import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/** Refusals of billing settlements (spec §3 Billing, §4: accepted locks, rejected deletes). */
export const BILLING_MESSAGES = {
  'billing.organizerNotFound': SHARED_TEXTS.organizerNotFound,
  'billing.empty': {
    cs: 'Ve zvoleném období nejsou žádné zaplacené objednávky ani zadané částky k vyúčtování.',
    en: 'There are no paid orders in the period and no amounts entered to settle.',
  },
  'billing.alreadyAccepted': {
    cs: 'Vyúčtování je už schválené a nelze ho změnit.',
    en: 'The billing is accepted already and cannot be changed.',
  },
  'billing.ordersBilled': {
    cs: 'Některé objednávky jsou už ve schváleném vyúčtování (VS {{variableSymbols}}). Vytvořte vyúčtování znovu.',
    en: 'Some orders are in an accepted billing already (VS {{variableSymbols}}). Create the billing again.',
  },
  'billing.changed': {
    cs: 'Vyúčtování mezitím změnil někdo jiný. Načtěte ho znovu.',
    en: 'Someone else changed the billing meanwhile. Reload it.',
  },
  'billing.dateRange': {
    cs: 'Konec období musí být stejný nebo pozdější než jeho začátek.',
    en: 'The end of the period must be on or after its start.',
  },
  'billing.duplicateCurrency': {
    cs: 'Každá měna smí být uvedena jen jednou.',
    en: 'Each currency may be given only once.',
  },
  'billing.exceptionsFormat': {
    cs: 'Výjimky zadejte jako variabilní symboly (jen číslice, nejvýše 10) oddělené čárkou nebo mezerou.',
    en: 'Enter the exceptions as variable symbols (digits only, at most 10) separated by commas or spaces.',
  },
  'billing.taxRate': {
    cs: 'Sazba daně je číslo od 0 do 100 (nejvýše dvě desetinná místa).',
    en: 'The tax rate is a number from 0 to 100 (at most two decimals).',
  },
} as const satisfies Record<string, Record<Locale, string>>;
