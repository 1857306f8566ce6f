import { Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CapacityView, CategoryView, SubcategoryView, WaveView } from '@shared/catalog/catalog-schemas';
import { Gender } from '@shared/codelists/enums';
import { formatDateTime } from '../../../lib/dates';
import { CATALOG_NS } from '../catalog-namespace';
import { useShowingRenderedData } from '../model/rendered-data';

/** The lines of a race's options (categories, sub-categories, waves): rules, places left, state. */

type T = (key: string, values?: Record<string, unknown>) => string;

export function capacityText(t: T, view: CapacityView): string {
  return view.remaining === null
    ? t('capacity.unlimited')
    : t('capacity.remaining', { remaining: view.remaining, capacity: view.capacity });
}

/**
 * What a sale changes (places left, a state), while the page shows its rendered data
 * (model/rendered-data.ts): it may be stale, so it reads "…", but the stale text stays in place,
 * hidden (and so not read out), for the live text to take the same room: a line that rewrapped
 * when it came moved the page (layout shift).
 */
export function Live({ text }: { text: string }) {
  const rendered = useShowingRenderedData();
  if (!rendered) return text;
  return (
    <>
      <span style={{ position: 'absolute' }}>…</span>
      <span style={{ visibility: 'hidden' }}>{text}</span>
    </>
  );
}

const stateText = (t: T, view: { availability: string }) =>
  view.availability === 'open' ? [] : [t(`optionState.${view.availability}`)];

/** A category's or wave's state after its line: hidden while it may be stale (as in Live). */
function State({ view }: { view: { availability: string } }) {
  const { t } = useTranslation(CATALOG_NS);
  const rendered = useShowingRenderedData();
  const [state] = stateText(t, view);
  if (!state) return null;
  return (
    <Text as="strong" color="fg" fontWeight="semibold" visibility={rendered ? 'hidden' : undefined}>
      {' · '}
      {state}
    </Text>
  );
}

function ruleTexts(
  t: T,
  rules: { gender: number | null; minAge: number | null; maxAge: number | null },
): string[] {
  const out: string[] = [];
  if (rules.gender === Gender.MALE) out.push(t('rules.men'));
  if (rules.gender === Gender.FEMALE) out.push(t('rules.women'));
  const { minAge, maxAge } = rules;
  if (minAge !== null && maxAge !== null) out.push(t('rules.ageBetween', { min: minAge, max: maxAge }));
  else if (minAge !== null) out.push(t('rules.ageFrom', { min: minAge }));
  else if (maxAge !== null) out.push(t('rules.ageTo', { max: maxAge }));
  return out;
}

function Subcategories({ items }: { items: SubcategoryView[] }) {
  const { t } = useTranslation(CATALOG_NS);
  if (items.length === 0) return null;
  return (
    <Box mt="1">
      <Text as="span">{t('category.subcategories')}</Text>
      <Stack as="ul" listStyleType="none" gap="0.5" mt="0.5" ps="3">
        {items.map((sub) => (
          <li key={sub.guid}>
            {[sub.name, ...ruleTexts(t, sub), ''].join(' · ')}
            <Live text={[capacityText(t, sub), ...stateText(t, sub)].join(' · ')} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

export function CategoryDetails({ category }: { category: CategoryView }) {
  const { t } = useTranslation(CATALOG_NS);
  const rules = ruleTexts(t, category);
  if (
    rules.length &&
    category.validateAgeToSubEventYear &&
    (category.minAge !== null || category.maxAge !== null)
  )
    rules.push(t('rules.ageInRaceYear'));
  const pricing = category.pricingName ? [t('category.pricing', { name: category.pricingName })] : [];
  return (
    <>
      <Text>
        {[...rules, ''].join(' · ')}
        <Live text={capacityText(t, category)} />
        {['', ...pricing].join(' · ')}
        <State view={category} />
      </Text>
      <Subcategories items={category.subcategories} />
    </>
  );
}

export function WaveDetails({ wave }: { wave: WaveView }) {
  const { t } = useTranslation(CATALOG_NS);
  const parts: string[] = [];
  // The wave's dates are when it starts (the back office asks for "Start from / to"); registration
  // to a wave follows its race's registration window.
  if (wave.dateFrom && wave.dateTo)
    parts.push(t('wave.start', { from: formatDateTime(wave.dateFrom), to: formatDateTime(wave.dateTo) }));
  else if (wave.dateFrom || wave.dateTo)
    parts.push(t('wave.startAt', { at: formatDateTime(wave.dateFrom ?? wave.dateTo) }));
  return (
    <Text>
      {[...(wave.price !== null ? [t('wave.ownPrice')] : []), ''].join(' · ')}
      <Live text={capacityText(t, wave)} />
      {['', ...parts].join(' · ')}
      <State view={wave} />
    </Text>
  );
}
