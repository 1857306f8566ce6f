import { Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_SCOPE_KEYS, type DiscountScope } from '@shared/back-office/discount-schemas';
import { useSession } from '../../../../lib/session';
import { seriesEventsQuery } from '../api/discounts-queries';
import { DISCOUNTS_NS } from '../discounts-namespace';

interface ScopeValues {
  scope: DiscountScope;
  exceptions: DiscountScope;
}

/**
 * Which events of the series a code is limited to, and which it excludes. Limits by race, category,
 * subcategory or wave are kept as they are and edited through the CSV import.
 */
export function ScopeFields({ seriesGuid }: { seriesGuid: string }) {
  const { t } = useTranslation(DISCOUNTS_NS);
  const userId = useSession().user?.userId ?? '';
  const events = useQuery(seriesEventsQuery(userId, seriesGuid));
  const { control } = useFormContext<ScopeValues>();
  const [scope, exceptions] = useWatch({ control, name: ['scope', 'exceptions'] });
  const others = [scope, exceptions].reduce(
    (n, s) =>
      n +
      DISCOUNT_SCOPE_KEYS.filter((k) => k !== 'eventGuids').reduce((m, k) => m + (s?.[k]?.length ?? 0), 0),
    0,
  );
  const rows = events.data?.rows ?? [];

  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {(['scope', 'exceptions'] as const).map((part) => (
          <Fieldset.Root key={part} recipe={fieldsetSlotRecipe} gap="2">
            <Fieldset.Legend fontWeight="medium">{t(`scope.${part}`)}</Fieldset.Legend>
            <Fieldset.HelperText>{t(`scope.${part}Help`)}</Fieldset.HelperText>
            <Controller
              control={control}
              name={`${part}.eventGuids`}
              render={({ field }) => {
                const chosen = field.value ?? [];
                return (
                  <Stack gap="1">
                    {rows.map((event) => (
                      <HStack as="label" key={event.guid} gap="2" cursor="pointer">
                        <input
                          type="checkbox"
                          name={field.name}
                          checked={chosen.includes(event.guid)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...chosen, event.guid]
                                : chosen.filter((g: string) => g !== event.guid),
                            )
                          }
                          onBlur={field.onBlur}
                        />
                        <Text>{event.name}</Text>
                      </HStack>
                    ))}
                    {events.isSuccess && rows.length === 0 && (
                      <Text color="fg.muted">{t('scope.noEvents')}</Text>
                    )}
                  </Stack>
                );
              }}
            />
          </Fieldset.Root>
        ))}
      </SimpleGrid>
      {others > 0 && <Text fontSize="sm">{t('scope.others', { count: others })}</Text>}
    </Stack>
  );
}
