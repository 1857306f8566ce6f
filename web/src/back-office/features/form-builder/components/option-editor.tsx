import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_BUILDER_NS } from '../form-builder-namespace';
import type { OptionDraft } from '../model/card-draft';
import { count, Flag, Prices, SelectField, TextField, withEn } from './labelled-controls';
import { MoveButtons } from './move-buttons';
import { UsageBadge } from './usage-badge';

type SubComponentDraft = Pick<
  OptionDraft,
  'subComponentType' | 'subComponentName' | 'subComponentLabel' | 'subComponentPlaceholder'
>;

/** The sub-component (spec §3: none, input, checkbox) of an option or of a value, with its texts. */
export function SubComponentEditor({
  sub,
  onChange,
}: {
  sub: SubComponentDraft;
  onChange: (patch: Partial<SubComponentDraft>) => void;
}) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
      <SelectField
        label={t('option.subComponentType')}
        value={sub.subComponentType}
        onChange={(v) => onChange({ subComponentType: Number(v) })}
      >
        {[0, 1, 2].map((k) => (
          <option key={k} value={k}>
            {t(`subComponents.${k}`)}
          </option>
        ))}
      </SelectField>
      {sub.subComponentType > 0 && (
        <>
          <TextField
            label={t('option.subComponentName')}
            value={sub.subComponentName}
            onChange={(subComponentName) => onChange({ subComponentName })}
          />
          <TextField
            label={t('option.subComponentLabel')}
            value={sub.subComponentLabel}
            onChange={(subComponentLabel) => onChange({ subComponentLabel })}
          />
          <TextField
            label={t('option.subComponentPlaceholder')}
            value={sub.subComponentPlaceholder}
            onChange={(subComponentPlaceholder) => onChange({ subComponentPlaceholder })}
          />
        </>
      )}
    </SimpleGrid>
  );
}

export const optionKey = (option: OptionDraft) => option.key;
export const optionName = (option: OptionDraft) => option.label || option.value;

export function OptionEditor({
  option,
  index,
  total,
  onChange,
  onMove,
  onRemove,
  handle,
}: {
  option: OptionDraft;
  index: number;
  total: number;
  onChange: (option: OptionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  handle: ReactNode;
}) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const name = option.label || option.value;
  const set = (patch: Partial<OptionDraft>) => onChange({ ...option, ...patch });
  return (
    <Box>
      <HStack justify="space-between" wrap="wrap" mb="2">
        <HStack>
          <Text fontWeight="medium">{name || t('option.unnamed')}</Text>
          <UsageBadge used={option.used} capacity={option.capacity} />
        </HStack>
        <MoveButtons name={name} index={index} total={total} onMove={onMove} handle={handle}>
          <Button size="xs" variant="outline" onClick={onRemove} aria-label={t('option.remove', { name })}>
            {t('remove')}
          </Button>
        </MoveButtons>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <TextField
          label={t('option.value')}
          required
          value={option.value}
          onChange={(value) => set({ value })}
        />
        <TextField
          label={t('option.label')}
          required
          value={option.label}
          onChange={(label) => set({ label })}
        />
        <TextField
          label={t('option.labelEn')}
          value={option.translations.en?.label ?? ''}
          onChange={(text) => set({ translations: withEn(option.translations, 'label', text) })}
        />
        <TextField
          label={t('option.capacity')}
          type="number"
          value={option.capacity}
          onChange={(text) => set({ capacity: count(text) })}
        />
      </SimpleGrid>
      <Box mt="2">
        <Prices
          label={t('option.price')}
          prices={option.currencyPrices}
          onChange={(currencyPrices) => set({ currencyPrices })}
        />
      </Box>
      <Stack mt="2" gap="2">
        <Flag
          label={t('option.addToCardValueUsage')}
          checked={option.addToCardValueUsage}
          onChange={(addToCardValueUsage) => set({ addToCardValueUsage })}
        />
        <SubComponentEditor sub={option} onChange={set} />
      </Stack>
    </Box>
  );
}
