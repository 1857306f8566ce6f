import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPart } from '@shared/waiting-list/waiting-list-schemas';
import { subEventQuery } from '../api/series-editor-queries';
import { WAITING_LIST_ADMIN_NS } from '../waiting-list-namespace';

/**
 * Which of the race's waiting lists the section shows: the race's own, or one of its categories',
 * waves' or sub-categories' (each keeps its own list, settings and history). Absent while the race
 * has neither categories nor waves.
 */
export function PartPicker({
  subEventGuid,
  part,
  onChange,
}: {
  subEventGuid: string;
  part: ListPart | undefined;
  onChange: (part: ListPart | undefined) => void;
}) {
  const { t } = useTranslation(WAITING_LIST_ADMIN_NS);
  const id = useId();
  const race = useQuery(subEventQuery(subEventGuid)).data;
  if (!race || race.categories.length + race.waves.length === 0) return null;
  const options: Array<{ value: string; label: string; part?: ListPart }> = [
    { value: '', label: t('partRace') },
    ...race.categories.map((c) => ({
      value: c.guid,
      label: t('partCategory', { name: c.name }),
      part: { kind: 'category' as const, guid: c.guid },
    })),
    ...race.waves.map((w) => ({
      value: w.guid,
      label: t('partWave', { name: w.name }),
      part: { kind: 'wave' as const, guid: w.guid },
    })),
    ...race.categories.flatMap((c) =>
      c.subcategories.map((sc) => ({
        value: sc.guid,
        label: t('partSubcategory', { name: sc.name, category: c.name }),
        part: { kind: 'subcategory' as const, guid: sc.guid },
      })),
    ),
  ];
  return (
    <Stack gap="1">
      <Text asChild fontWeight="medium">
        <label htmlFor={id}>{t('part')}</label>
      </Text>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} maxW="md">
        <NativeSelect.Field
          id={id}
          value={part?.guid ?? ''}
          aria-describedby={`${id}-help`}
          data-testid="waiting-list-part"
          onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.part)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text id={`${id}-help`} fontSize="sm" color="fg.muted">
        {t('partHelp')}
      </Text>
    </Stack>
  );
}
