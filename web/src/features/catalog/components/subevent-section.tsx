import { Box, Button, Flex, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import type { EventDetail, SubeventView } from '@shared/catalog/catalog-schemas';
import { SubEventType } from '@shared/codelists/enums';
import { isPriceRange } from '@shared/money';
import { CartIcon } from '../../../components/icons';
import { formatDateTime, isoDateTime } from '../../../lib/dates';
import { CATALOG_NS } from '../catalog-namespace';
import type { CatalogCart } from '../model/cart-port';
import { defaultSelection, selectionState, type BlockReason, type Selection } from '../model/selection';
import { newCartItem } from '@shared/cart/new-cart-item';
import { AvailabilityBadge } from './availability-badge';
import { ChoiceOption } from './choice-option';
import { HtmlContent } from './html-content';
import { useMoney } from '../../../lib/use-money';
import { SubeventWaitingList } from './waiting-list/waiting-list-entry';
import { useShowingRenderedData } from '../model/rendered-data';
import { capacityText, CategoryDetails, Live, WaveDetails } from './option-details';

type T = (key: string, values?: Record<string, unknown>) => string;

export const startListPath = (subEventGuid: string) => `/detail/startlist/${subEventGuid}`;

/** Registration window of a subevent (spec §2 "registration-window messages"). */
export function windowMessage(t: T, sub: SubeventView): string {
  switch (sub.availability) {
    case 'notOpenYet':
      return t('window.notOpenYet', { date: formatDateTime(sub.registrationFrom) });
    case 'open':
      return t('window.open', { date: formatDateTime(sub.registrationTo) });
    case 'closed':
      return t('window.closed', { date: formatDateTime(sub.registrationTo) });
    case 'capacityReached':
      return t('window.capacityReached');
  }
}

function reasonText(t: T, reason: BlockReason, sub: SubeventView): string {
  switch (reason.kind) {
    case 'subevent':
      return windowMessage(t, sub);
    case 'noCategories':
      return t('reason.noCategories');
    case 'chooseCategory':
      return t('reason.chooseCategory');
    case 'category':
      return t(`reason.category.${reason.availability}`, { name: reason.name });
    case 'chooseWave':
      return t('reason.chooseWave');
    case 'wave':
      return t(`reason.wave.${reason.availability}`, { name: reason.name });
  }
}

function typeText(t: T, sub: SubeventView): string | null {
  if (sub.type === SubEventType.REGULAR) return null;
  const from = sub.membersFrom;
  const to = sub.membersTo;
  const members =
    from && to && from !== to
      ? t('type.membersRange', { from, to })
      : from || to
        ? t('type.members', { count: (from || to) as number })
        : '';
  const kind = sub.type === SubEventType.RELAY ? t('type.relay') : t('type.team');
  return members ? `${kind} · ${members}` : kind;
}

/**
 * The organiser's text about the chosen category or wave (its template), under the choice: only the
 * chosen one's, so the options stay short and a screen reader does not read every text on each.
 */
function ChosenTemplate({ html }: { html: string | undefined }) {
  if (!html) return null;
  return <HtmlContent html={html} mt="3" fontSize="sm" borderStartWidth="3px" ps="3" />;
}

/**
 * One subevent (race) of the event page: window message, capacity, price or range, the choice of
 * category and wave, add to cart (disabled with the reason when the choice cannot be registered)
 * and the start-list link.
 */
export function SubeventSection({
  event,
  sub,
  cart,
  updating,
}: {
  event: EventDetail;
  sub: SubeventView;
  cart: CatalogCart;
  /** Prices are being re-fetched (cart currency changed): adding waits. */
  updating: boolean;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const money = useMoney();
  const { currency } = event;
  const uid = useId();
  const [selection, setSelection] = useState<Selection>(() => defaultSelection(sub));
  const state = selectionState(sub, selection);
  const headingId = `${uid}-heading`;
  const reasonId = `${uid}-reason`;
  const type = typeText(t, sub);
  const choosing = sub.availability === 'open';
  const rendered = useShowingRenderedData();
  const waiting = updating ? t('reason.updating') : rendered ? t('reason.checking') : null;
  const reason = state.reason ? reasonText(t, state.reason, sub) : waiting;
  const checking = !state.reason && !updating && rendered ? true : undefined;

  const add = () => {
    if (!state.category || state.reason || waiting) return;
    cart.addItem(newCartItem(event, sub, state.category, state.wave), currency);
  };

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      color="fg"
      p={{ base: '4', md: '5' }}
      data-testid="subevent"
    >
      <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
        <Box minW="0">
          <Heading as="h3" id={headingId} size="lg">
            {sub.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            <time dateTime={isoDateTime(sub.dateFrom)}>{formatDateTime(sub.dateFrom)}</time>
            {type && ` · ${type}`}
          </Text>
        </Box>
        <Stack gap="1" align={{ base: 'flex-start', sm: 'flex-end' }}>
          <AvailabilityBadge availability={sub.availability} />
          {sub.price !== null && (
            <Text fontWeight="semibold" data-testid="subevent-price">
              {money(sub.price, currency, sub.priceTo)}
            </Text>
          )}
        </Stack>
      </Flex>

      <Stack gap="1" mt="3" fontSize="sm">
        <Text fontWeight="medium" data-testid="window-message">
          {windowMessage(t, sub)}
        </Text>
        <Text color="fg.muted">
          {t('capacity.label')}: <Live text={capacityText(t, sub)} />
        </Text>
        {sub.forbidBankTransferFrom && sub.availability === 'open' && (
          <Text color="fg.muted">
            {t('bankTransferUntil', { date: formatDateTime(sub.forbidBankTransferFrom) })}
          </Text>
        )}
      </Stack>

      {sub.templates.subevent && <HtmlContent html={sub.templates.subevent} mt="3" fontSize="sm" />}

      {choosing ? (
        <Stack gap="4" mt="4">
          {sub.categories.length > 0 && (
            <Box as="fieldset">
              <Text as="legend" fontWeight="semibold" mb="2">
                {t('category.legend')}
              </Text>
              <Stack as="ul" listStyleType="none" gap="2">
                {sub.categories.map((category) => (
                  <ChoiceOption
                    key={category.guid}
                    id={`${uid}-category-${category.guid}`}
                    name={`${uid}-category`}
                    value={category.guid}
                    checked={selection.categoryGuid === category.guid}
                    onSelect={(categoryGuid) => setSelection((s) => ({ ...s, categoryGuid }))}
                    label={category.name}
                    aside={money(category.price, currency)}
                    details={<CategoryDetails category={category} />}
                    unavailable={category.availability !== 'open'}
                  />
                ))}
              </Stack>
              <ChosenTemplate
                html={sub.categories.find((c) => c.guid === selection.categoryGuid)?.template}
              />
            </Box>
          )}
          {sub.waves.length > 0 && (
            <Box as="fieldset">
              <Text as="legend" fontWeight="semibold" mb="2">
                {t('wave.legend')}
              </Text>
              <Stack as="ul" listStyleType="none" gap="2">
                {sub.waves.map((wave) => (
                  <ChoiceOption
                    key={wave.guid}
                    id={`${uid}-wave-${wave.guid}`}
                    name={`${uid}-wave`}
                    value={wave.guid}
                    checked={selection.waveGuid === wave.guid}
                    onSelect={(waveGuid) => setSelection((s) => ({ ...s, waveGuid }))}
                    label={wave.name}
                    aside={wave.price !== null ? money(wave.price, currency) : undefined}
                    details={<WaveDetails wave={wave} />}
                    unavailable={wave.availability !== 'open'}
                  />
                ))}
              </Stack>
              <ChosenTemplate html={sub.waves.find((w) => w.guid === selection.waveGuid)?.template} />
            </Box>
          )}
        </Stack>
      ) : (
        sub.categories.length > 0 && (
          <Box mt="4" fontSize="sm">
            <Text fontWeight="semibold" mb="1">
              {t('category.legend')}
            </Text>
            <Stack as="ul" listStyleType="none" gap="1">
              {sub.categories.map((category) => (
                <Flex as="li" key={category.guid} justify="space-between" gap="3">
                  <span>{category.name}</span>
                  <Text as="span" fontWeight="semibold">
                    {money(category.price, currency)}
                  </Text>
                </Flex>
              ))}
            </Stack>
          </Box>
        )
      )}

      <Flex
        mt="4"
        pt="4"
        borderTopWidth="1px"
        gap="3"
        align={{ base: 'stretch', sm: 'center' }}
        direction={{ base: 'column', sm: 'row' }}
        wrap="wrap"
      >
        <Box flex="1" minW="0">
          {state.price !== null && !state.reason && (
            <>
              <Text fontWeight="semibold" data-testid="selection-price">
                {t('selectionPrice', { price: money(state.price, currency, state.priceTo) })}
              </Text>
              {isPriceRange(state.price, state.priceTo) && (
                <Text fontSize="sm" color="fg.muted" data-testid="selection-price-extras">
                  {t('selectionPriceExtras')}
                </Text>
              )}
            </>
          )}
          {reason && (
            // "Checking places left" is for screen readers only (through the button): a line that
            // vanished with the live answer would move the page (layout shift).
            <Text id={reasonId} fontSize="sm" color="fg.muted" data-testid="add-reason" srOnly={checking}>
              {reason}
            </Text>
          )}
        </Box>
        <Button
          colorPalette="brand"
          onClick={add}
          disabled={Boolean(state.reason) || Boolean(waiting)}
          aria-describedby={reason ? reasonId : undefined}
        >
          <CartIcon />
          {t('addToCart')}
          <VisuallyHidden> – {sub.name}</VisuallyHidden>
        </Button>
      </Flex>
      <SubeventWaitingList
        sub={sub}
        choosing={choosing}
        categoryGuid={selection.categoryGuid}
        waveGuid={selection.waveGuid}
      />
      <Box mt="3">
        <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
          <RouterLink to={startListPath(sub.guid)}>
            {t('startListLink')}
            <VisuallyHidden> – {sub.name}</VisuallyHidden>
          </RouterLink>
        </Link>
      </Box>
    </Box>
  );
}
