import { useMemo } from 'react';
import type { Country } from '@shared/codelists/codelists';
import { useCodeLists } from '../../../lib/codelists';
import { useLocale } from '../../../lib/use-money';

/** The code lists' countries sorted by name in the interface language. */
export function useCountries(): { list: Country[]; byCode: Map<string, Country> } {
  const { countries } = useCodeLists();
  const locale = useLocale();
  return useMemo(() => {
    const collator = new Intl.Collator(locale === 'cs' ? 'cs' : 'en');
    const list = [...countries].sort((a, b) => collator.compare(a.name[locale], b.name[locale]));
    return { list, byCode: new Map(countries.map((c) => [c.code, c])) };
  }, [countries, locale]);
}

/** Small decorative flag of a country (served by the app itself). */
export function Flag({ country }: { country: Country | undefined }) {
  if (!country) return null;
  return (
    <img
      src={country.flagUrl}
      alt=""
      width={20}
      height={15}
      style={{ width: '20px', height: '15px', flexShrink: 0, borderRadius: '2px', objectFit: 'cover' }}
    />
  );
}
