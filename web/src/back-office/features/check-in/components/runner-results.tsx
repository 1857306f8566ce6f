import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RunnerSearch } from '@shared/check-in/check-in-schemas';
import { CHECK_IN_NS } from '../check-in-namespace';
import { checkInTime } from './check-in-time';

type Found = RunnerSearch['runners'][number];

/** Runners the search found, one card each with a big check-in button (phone first). */
export function RunnerResults({
  found,
  onCheckIn,
  busyToken,
}: {
  found: RunnerSearch;
  onCheckIn: (f: Found) => void;
  busyToken: string | null;
}) {
  const { t } = useTranslation(CHECK_IN_NS);
  if (!found.runners.length) return <Text>{t('search.none')}</Text>;
  return (
    <Stack gap="3" as="ul" listStyleType="none" aria-label={t('search.results')}>
      {found.runners.map((f) => (
        <Box as="li" key={f.token} borderWidth="1px" rounded="md" p="4">
          <Flex gap="3" wrap="wrap" align="center" justify="space-between">
            <Stack gap="1" minW="0">
              <Text fontSize="xl" fontWeight="bold">
                {f.runner.name}
              </Text>
              <Text>
                {f.runner.raceName} · {f.runner.categoryName} ·{' '}
                {f.runner.startNumber === null
                  ? t('runner.noNumber')
                  : t('runner.number', { n: f.runner.startNumber })}
              </Text>
              <Flex gap="2" wrap="wrap">
                {!f.runner.paid && <Badge colorPalette="red">{t('runner.notPaid')}</Badge>}
                {f.checkIn && (
                  <Badge colorPalette="orange">
                    {t('runner.checkedInAt', { time: checkInTime(f.checkIn.at), name: f.checkIn.byName })}
                  </Badge>
                )}
              </Flex>
            </Stack>
            <Button
              size="xl"
              colorPalette="brand"
              minW="40"
              loading={busyToken === f.token}
              onClick={() => onCheckIn(f)}
              aria-label={t('checkInNamed', { name: f.runner.name })}
            >
              {t('checkIn')}
            </Button>
          </Flex>
        </Box>
      ))}
      {found.more && (
        <Box as="li">
          <Text>{t('search.more')}</Text>
        </Box>
      )}
    </Stack>
  );
}
