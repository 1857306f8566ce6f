import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventRacesQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';

interface Props {
  eventGuid: string;
  subEventGuids: string[];
  categoryGuids: string[];
  onChange: (next: { subEventGuids: string[]; categoryGuids: string[] }) => void;
}

const toggle = (list: string[], guid: string, on: boolean) =>
  on ? [...new Set([...list, guid])] : list.filter((g) => g !== guid);

/** Conditions on races and categories: the e-mail goes only to orders with an item in a chosen one. */
export function RaceConditions({ eventGuid, subEventGuids, categoryGuids, onChange }: Props) {
  const { t } = useTranslation(EMAILS_NS);
  const races = useQuery(eventRacesQuery(eventGuid));
  if (!races.data?.length) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm">{t('fields.racesHelp')}</Text>
      {races.data.map((race) => (
        <Stack key={race.guid} gap="1">
          <Checkbox.Root
            checked={subEventGuids.includes(race.guid)}
            onCheckedChange={(e) =>
              onChange({ subEventGuids: toggle(subEventGuids, race.guid, e.checked === true), categoryGuids })
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{race.name}</Checkbox.Label>
          </Checkbox.Root>
          <Stack gap="1" ps="6">
            {race.categories.map((category) => (
              <Checkbox.Root
                key={category.guid}
                size="sm"
                checked={categoryGuids.includes(category.guid)}
                onCheckedChange={(e) =>
                  onChange({
                    subEventGuids,
                    categoryGuids: toggle(categoryGuids, category.guid, e.checked === true),
                  })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {t('fields.categoryOf', { category: category.name, race: race.name })}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
