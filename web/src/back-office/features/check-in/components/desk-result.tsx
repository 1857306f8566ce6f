import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CheckInAnswer } from '@shared/check-in/check-in-schemas';
import { CHECK_IN_NS } from '../check-in-namespace';
import { checkInTime } from './check-in-time';

/** What the last check-in on this device ended in, shown big so the volunteer reads it at a glance. */
export type DeskResult =
  | { kind: 'answer'; token: string; answer: CheckInAnswer }
  | { kind: 'queued'; name: string | null; added: boolean }
  | { kind: 'refused'; code: string | undefined; message: string };

const PALETTE = {
  checkedIn: 'green',
  alreadyCheckedIn: 'orange',
  undone: 'gray',
  queued: 'blue',
  notPaid: 'red',
  refused: 'red',
} as const;

function RunnerFacts({
  runner,
  pickupFields,
}: {
  runner: CheckInAnswer['runner'];
  pickupFields: CheckInAnswer['pickupFields'] | undefined;
}) {
  const { t } = useTranslation(CHECK_IN_NS);
  return (
    <Stack gap="1">
      <Text fontSize="2xl" fontWeight="bold">
        {runner.name}
      </Text>
      <Text fontSize="lg">
        {runner.raceName} · {runner.categoryName}
      </Text>
      <Text fontSize="lg">
        {runner.startNumber === null ? t('runner.noNumber') : t('runner.number', { n: runner.startNumber })}
      </Text>
      {/* The card answers the organiser marked "show at pickup"; an answer queued offline has none. */}
      {pickupFields && pickupFields.length > 0 && (
        <Box as="dl" fontSize="lg">
          {pickupFields.map((f, i) => (
            <Box key={i} display="flex" gap="2" flexWrap="wrap">
              <Text as="dt" fontWeight="semibold">
                {f.label}:
              </Text>
              <Text as="dd">{f.value}</Text>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

export function DeskResultPanel({
  result,
  onUndo,
  undoing,
}: {
  result: DeskResult;
  onUndo: (token: string) => void;
  undoing: boolean;
}) {
  const { t } = useTranslation(CHECK_IN_NS);
  let tone: keyof typeof PALETTE;
  let title: string;
  let detail: string | null = null;
  if (result.kind === 'answer') {
    tone = result.answer.status;
    const mark = result.answer.checkIn;
    title =
      result.answer.status === 'alreadyCheckedIn' && mark
        ? t('result.already', { time: checkInTime(mark.at), name: mark.byName })
        : t(`result.${result.answer.status}`);
  } else if (result.kind === 'queued') {
    tone = 'queued';
    title = t('result.queued');
    detail = result.added ? result.name : t('result.queuedBefore');
  } else {
    tone = result.code === 'checkIn.notPaid' ? 'notPaid' : 'refused';
    title = result.code === 'checkIn.notPaid' ? t('result.notPaid') : t('result.refused');
    detail = result.message;
  }
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-result={tone}
      borderWidth="3px"
      borderColor={`${PALETTE[tone]}.solid`}
      bg={`${PALETTE[tone]}.subtle`}
      color="fg"
      rounded="lg"
      p="5"
    >
      <Stack gap="3">
        <Heading as="h2" size="2xl">
          {title}
        </Heading>
        {result.kind === 'answer' && (
          <RunnerFacts runner={result.answer.runner} pickupFields={result.answer.pickupFields} />
        )}
        {detail && <Text fontSize="lg">{detail}</Text>}
        {result.kind === 'answer' && result.answer.status === 'checkedIn' && (
          <Button size="xl" variant="outline" loading={undoing} onClick={() => onUndo(result.token)}>
            {t('undo')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
