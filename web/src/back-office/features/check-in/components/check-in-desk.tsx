import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session';
import { permittedCatalogueQuery, QueryProblem } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { CHECK_IN_NS } from '../check-in-namespace';
import { EventDesk } from './event-desk';

const LAST_EVENT = 'pickup-event:v1';

const remembered = () => {
  try {
    return localStorage.getItem(LAST_EVENT) ?? '';
  } catch {
    return '';
  }
};

/** /admin/check-in and /event-manager/check-in: choose the event (remembered on the device), then its desk. */
export function CheckInDesk() {
  const { t } = useTranslation(CHECK_IN_NS);
  const userId = useSession().user?.userId ?? '';
  const catalogue = useQuery(permittedCatalogueQuery(userId));
  const [eventGuid, setEventGuid] = useState(remembered);
  const pickerId = useId();
  const events = catalogue.data?.events ?? [];
  const chosen = events.some((e) => e.guid === eventGuid) ? eventGuid : '';
  return (
    <ScreenPage title={t('title')} lead={t('lead')}>
      <Stack gap="6" maxW="3xl">
        <Field.Root>
          <Field.Label htmlFor={pickerId}>{t('event')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="lg">
            <NativeSelect.Field
              id={pickerId}
              value={chosen}
              onChange={(e) => {
                setEventGuid(e.target.value);
                try {
                  localStorage.setItem(LAST_EVENT, e.target.value);
                } catch {
                  // Not remembered in private mode: the volunteer chooses again after a reload.
                }
              }}
            >
              <option value="">{t('chooseEvent')}</option>
              {events.map((e) => (
                <option key={e.guid} value={e.guid}>
                  {e.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {!catalogue.isSuccess && <QueryProblem query={catalogue} loadingLabel={t('loading')} />}
        {catalogue.isSuccess && chosen ? (
          <EventDesk key={chosen} eventGuid={chosen} />
        ) : (
          catalogue.isSuccess && <Text>{t('chooseHint')}</Text>
        )}
      </Stack>
    </ScreenPage>
  );
}
