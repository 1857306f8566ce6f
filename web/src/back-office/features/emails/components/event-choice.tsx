import { NativeSelect, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { seriesEventsQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';

/** The events of a series to choose whose e-mails to edit; the first one is chosen by default. */
export function EventChoice({
  seriesGuid,
  value,
  onChange,
}: {
  seriesGuid: string;
  value: string;
  onChange: (eventGuid: string) => void;
}) {
  const { t } = useTranslation(EMAILS_NS);
  const id = useId();
  const events = useQuery(seriesEventsQuery(seriesGuid));
  const first = events.data?.[0]?.guid;
  useEffect(() => {
    if (!value && first) onChange(first);
  }, [value, first, onChange]);
  if (events.data && events.data.length === 0) return <p>{t('choice.noEvents')}</p>;
  return (
    <Stack gap="1" maxW="md">
      <label htmlFor={id}>{t('choice.event')}</label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {(events.data ?? []).map((e) => (
            <option key={e.guid} value={e.guid}>
              {e.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
