import { Alert, Box, Button, Flex, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CardValueView } from '@shared/checkout/card-schemas';
import type { CheckoutItemData } from '@shared/checkout/checkout-schemas';
import { CardValueType, type CurrencyCode } from '@shared/codelists/enums';
import { formatDateTime } from '../../../lib/dates';
import { CHECKOUT_NS } from '../checkout-namespace';
import { localized } from '../model/field-values';
import {
  disabledOptions,
  fieldUsage,
  isTeamItem,
  itemInstances,
  type CardInstance,
  type CheckoutForm,
} from '../model/form-model';
import { domId, fieldKey, itemKey, itemTermsKey, teamNameKey } from '../model/form-keys';
import { hasTemplateFields, type RegistrantTemplate } from '../model/registrant-templates';
import { checkoutItemName } from '../model/item-name';
import type { ErrorMap, FieldError } from '../model/validate';
import { CardField } from './card-field';
import { ConsentCheckbox, TermsLabel } from './consent-checkbox';
import { TeamSection } from './team-section';
import type { TeamReservation } from '@shared/team-management/team-reservation-schemas';
import { useErrorText } from './form-bits';
import { useLocale } from '../../../lib/use-money';
import { nativeSelectSlotRecipe } from './recipes';

/**
 * Why an item cannot be registered now (spec §8 checkout data): not open yet, closed, full. A full
 * race does not stop an item with a waiting-list offer: the offer holds its place.
 */
export function availabilityError(item: CheckoutItemData, heldByOffer = false): FieldError | null {
  switch (item.availability) {
    case 'notOpenYet':
      return { code: 'checkout.notOpenYet', params: { date: formatDateTime(item.registrationFrom) } };
    case 'closed':
      return { code: 'checkout.closed', params: { date: formatDateTime(item.registrationTo) } };
    case 'capacityReached':
      return heldByOffer ? null : { code: 'checkout.capacityReached' };
    default:
      return null;
  }
}

export interface ItemSectionProps {
  index: number;
  item: CheckoutItemData;
  /** The cart line joins an existing team (no team name to enter). */
  joinsTeam: boolean;
  /** A waiting-list offer the runner opened holds this item's place. */
  heldByOffer?: boolean;
  /** The cart line's team name (the team it joins). */
  teamName: string | null;
  reservation: TeamReservation | undefined;
  teamBusy: boolean;
  onReserve: (itemIndex: number) => void;
  onJoin: (itemIndex: number, teamName: string, pin: string) => Promise<string | null>;
  onLeaveTeam: ((itemIndex: number) => void) | undefined;
  form: CheckoutForm;
  items: readonly CheckoutItemData[];
  errors: ErrorMap;
  currency: CurrencyCode;
  onFieldChange: (itemIndex: number, localKey: string, valueKey: string, value: string) => void;
  onBlur: (key: string) => void;
  onTeamName: (itemIndex: number, value: string) => void;
  onItemTerms: (itemIndex: number, checked: boolean) => void;
  onCopyRegistrator: (itemIndex: number, localKey: string) => void;
  /** Saved registrants of a signed-in user (empty for visitors). */
  templates: readonly RegistrantTemplate[];
  onApplyTemplate: (itemIndex: number, localKey: string, template: RegistrantTemplate) => void;
}

function visible(field: CardValueView): boolean {
  return !field.hidden;
}

/** Wide fields take the whole row of the two-column grid. */
function isWide(field: CardValueView): boolean {
  return (
    field.type === CardValueType.TEXT_EDITOR ||
    field.type === CardValueType.CHECKBOX_LIST ||
    field.type === CardValueType.RADIO_WITH_COMPONENTS ||
    field.type === CardValueType.PHONE ||
    field.type === CardValueType.COUNTRY_WITH_PERSONAL_ID ||
    field.type === CardValueType.CHECKBOX
  );
}

/** One cart item's part of the checkout: its state, team name, forms and event terms. */
export function ItemSection(props: ItemSectionProps) {
  const { index, item, joinsTeam, form, errors, onTeamName, onItemTerms, onBlur } = props;
  const { t } = useTranslation(CHECKOUT_NS);
  const errorText = useErrorText();
  const state = form.items[index];
  const headingId = `item-${index}-heading`;
  const name = checkoutItemName(item);
  const blocked = availabilityError(item, props.heldByOffer);
  const itemErrors = errors[itemKey(index)] ?? [];
  const instances = itemInstances(item);
  const teamKey = teamNameKey(index);
  const termsKey = itemTermsKey(index);
  if (!state) return null;

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="5"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
      data-testid="checkout-item"
    >
      <Box>
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {t('item.label', { number: index + 1 })}
        </Text>
        <Heading as="h2" size={{ base: 'md', md: 'lg' }} id={headingId}>
          {name}
        </Heading>
      </Box>

      {blocked && (
        <Alert.Root status="warning" data-testid="item-unavailable">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('item.unavailableTitle')}</Alert.Title>
            <Alert.Description>
              {errorText(blocked)} {t('item.removeToContinue')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {itemErrors.length > 0 && (
        <Box
          id={domId(itemKey(index))}
          tabIndex={-1}
          role="group"
          aria-label={t('item.errors')}
          color="fg.error"
          data-invalid
        >
          {itemErrors.map((e, i) => (
            <Text key={i}>{errorText(e)}</Text>
          ))}
        </Box>
      )}

      {isTeamItem(item) && (
        <TeamSection
          index={index}
          item={item}
          joinsTeam={joinsTeam}
          teamName={props.teamName}
          value={state.teamName}
          errors={errors[teamKey]}
          reservation={props.reservation}
          busy={props.teamBusy}
          onTeamName={onTeamName}
          onBlur={onBlur}
          onReserve={props.onReserve}
          onJoin={props.onJoin}
          onLeaveTeam={props.onLeaveTeam}
        />
      )}

      {instances.map((instance, position) => (
        <CardForm
          key={instance.localKey}
          {...props}
          instance={instance}
          offerCopy={index === 0 && position === instances.findIndex(hasTemplateFields)}
        />
      ))}

      {item.termsAndConditions && (
        <ConsentCheckbox
          id={domId(termsKey)}
          checked={state.termsAccepted}
          onChange={(checked) => onItemTerms(index, checked)}
          errors={errors[termsKey]}
        >
          <TermsLabel
            label={item.termsAndConditions.label || item.termsAndConditions.name}
            href={`/terms-and-conditions/${item.termsAndConditions.guid}`}
            fallbackLink={t('item.termsLink')}
          />
        </ConsentCheckbox>
      )}
    </Stack>
  );
}

function CardForm({
  index,
  items,
  form,
  errors,
  currency,
  instance,
  offerCopy,
  onFieldChange,
  onBlur,
  onCopyRegistrator,
  templates,
  onApplyTemplate,
}: ItemSectionProps & { instance: CardInstance; offerCopy: boolean }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const locale = useLocale();
  const values = form.items[index]?.cards[instance.localKey] ?? {};
  const fields = instance.fields.filter(visible);
  if (fields.length === 0) return null;
  const cardName = localized(instance.card.name, instance.card.translations, locale, 'name');
  const title =
    instance.repeat > 1 ? t('item.cardOrdinal', { name: cardName, number: instance.ordinal }) : cardName;
  const headingId = `item-${index}-${instance.localKey.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const keyOf = (valueKey: string) => fieldKey(index, instance.localKey, valueKey);
  const registratorFilled = Object.values(form.registrator).some((v) => v.trim() !== '');

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" data-testid="card-form">
      <Flex
        justify="space-between"
        align={{ base: 'flex-start', sm: 'center' }}
        gap="2"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        {templates.length > 0 && hasTemplateFields(instance) && (
          <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="xs" width={{ base: 'full', sm: '15rem' }}>
            <NativeSelect.Field
              aria-label={t('item.fillFromTemplate', { name: title })}
              value=""
              onChange={(e) => {
                const template = templates.find((x) => x.id === e.target.value);
                if (template) onApplyTemplate(index, instance.localKey, template);
              }}
            >
              <option value="">{t('item.fillFromTemplatePlaceholder')}</option>
              {templates.map((x) => (
                <option key={x.id} value={x.id}>
                  {`${x.firstName} ${x.lastName}${x.birthYear ? ` (${x.birthYear})` : ''}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        {offerCopy && (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onCopyRegistrator(index, instance.localKey)}
            disabled={!registratorFilled}
            title={registratorFilled ? undefined : t('item.copyHint')}
          >
            {t('item.copyMyDetails')}
          </Button>
        )}
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {fields.map((field) => (
          <Box key={field.guid} gridColumn={isWide(field) ? { md: 'span 2' } : undefined} minW="0">
            <CardField
              field={field}
              values={values}
              keyOf={keyOf}
              errors={errors}
              currency={currency}
              disabledOptions={
                field.items.length > 0
                  ? disabledOptions(
                      fieldUsage(form, items, field, { itemIndex: index, localKey: instance.localKey }),
                    )
                  : new Set()
              }
              onChange={(valueKey, value) => onFieldChange(index, instance.localKey, valueKey, value)}
              onBlur={(valueKey) => onBlur(keyOf(valueKey))}
            />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
