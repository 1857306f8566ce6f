import {
  Badge,
  Box,
  Button,
  Checkbox,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isOptionFieldType } from '@shared/back-office/card-editor-schemas';
import { PREDEFINED_TEMPLATES, type Translations } from '@shared/checkout/card-schemas';
import { CURRENCY_CODES, type CurrencyCode } from '@shared/codelists/enums';
import type { FieldRule } from '@shared/validation/field-rules';
import { FORM_BUILDER_NS } from '../form-builder-namespace';
import { moved, movedTo, newOption, type OptionDraft, type ValueDraft } from '../model/card-draft';
import { SortableList } from './sortable-list';

// ——— small labelled controls ———

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  required,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  type?: 'text' | 'number';
  required?: boolean;
}) {
  const id = useId();
  return (
    <Stack gap="1">
      <label htmlFor={id}>
        {label}
        {required && ' *'}
      </label>
      <Input
        id={id}
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Stack>
  );
}

export function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap="1">
      <label htmlFor={id}>{label}</label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

export function Flag({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

const count = (text: string) => Math.max(0, Math.floor(Number(text) || 0));
/** A price typed in major units, kept in minor units (spec: money in integer minor units). */
const minor = (text: string) => Math.max(0, Math.round((Number(text.replace(',', '.')) || 0) * 100));

function Prices({
  label,
  prices,
  onChange,
}: {
  label: string;
  prices: Partial<Record<CurrencyCode, number>>;
  onChange: (prices: Partial<Record<CurrencyCode, number>>) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
      {CURRENCY_CODES.map((code) => (
        <TextField
          key={code}
          label={`${label} (${code})`}
          type="number"
          value={prices[code] !== undefined ? (prices[code] as number) / 100 : ''}
          onChange={(text) => {
            const next = { ...prices };
            if (text.trim() === '') delete next[code];
            else next[code] = minor(text);
            onChange(next);
          }}
        />
      ))}
    </SimpleGrid>
  );
}

const withEn = (
  translations: Translations,
  key: 'label' | 'placeholder' | 'subComponentLabel',
  text: string,
) => ({
  ...translations,
  en: { ...translations.en, [key]: text || undefined },
});

// ——— usage ———

export function Usage({ used, capacity }: { used: number; capacity: number }) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  return (
    <Badge colorPalette={capacity > 0 && used >= capacity ? 'red' : 'gray'}>
      {capacity > 0 ? t('usage.limited', { used, capacity }) : t('usage.unlimited', { used })}
    </Badge>
  );
}

// ——— validations (spec §5 card validation kinds) ———

const RULE_KINDS = [
  'minLength',
  'maxLength',
  'regex',
  'dateBefore',
  'dateAfter',
  'minAge',
  'maxAge',
  'minAgeInSubeventYear',
  'maxAgeInSubeventYear',
  'email',
  'phone',
  'personalIdWithSlash',
  'personalIdWithoutSlash',
  'businessId',
] as const;
type RuleKind = (typeof RULE_KINDS)[number];

function blankRule(kind: RuleKind): FieldRule {
  switch (kind) {
    case 'regex':
      return { kind, pattern: '.*' };
    case 'dateBefore':
    case 'dateAfter':
      return { kind, date: '2000-01-01' };
    case 'minLength':
    case 'maxLength':
    case 'minAge':
    case 'maxAge':
    case 'minAgeInSubeventYear':
    case 'maxAgeInSubeventYear':
      return { kind, value: 0 };
    default:
      return { kind };
  }
}

function Validations({ rules, onChange }: { rules: FieldRule[]; onChange: (rules: FieldRule[]) => void }) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const free = RULE_KINDS.filter((k) => !rules.some((r) => r.kind === k));
  const set = (index: number, rule: FieldRule) => onChange(rules.map((r, i) => (i === index ? rule : r)));
  return (
    <Stack gap="2" as="fieldset">
      <Text as="legend" fontWeight="medium">
        {t('value.validations')}
      </Text>
      {rules.map((rule, index) => (
        <HStack key={rule.kind} gap="2" align="end" wrap="wrap">
          <Text minW="48">{t(`rules.${rule.kind}`)}</Text>
          {'value' in rule && (
            <TextField
              label={t('rules.value')}
              type="number"
              value={rule.value}
              onChange={(text) => set(index, { ...rule, value: count(text) })}
            />
          )}
          {rule.kind === 'regex' && (
            <TextField
              label={t('rules.pattern')}
              value={rule.pattern}
              onChange={(pattern) => set(index, { ...rule, pattern })}
            />
          )}
          {(rule.kind === 'dateBefore' || rule.kind === 'dateAfter') && (
            <TextField
              label={t('rules.date')}
              value={rule.date}
              onChange={(date) => set(index, { ...rule, date })}
            />
          )}
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange(rules.filter((_, i) => i !== index))}
            aria-label={t('rules.remove', { kind: t(`rules.${rule.kind}`) })}
          >
            {t('remove')}
          </Button>
        </HStack>
      ))}
      {free.length > 0 && (
        <Box maxW="xs">
          <SelectField
            label={t('rules.add')}
            value=""
            onChange={(kind) => kind && onChange([...rules, blankRule(kind as RuleKind)])}
          >
            <option value="">{t('rules.choose')}</option>
            {free.map((k) => (
              <option key={k} value={k}>
                {t(`rules.${k}`)}
              </option>
            ))}
          </SelectField>
        </Box>
      )}
    </Stack>
  );
}

// ——— options ———

type SubComponentDraft = Pick<
  OptionDraft,
  'subComponentType' | 'subComponentName' | 'subComponentLabel' | 'subComponentPlaceholder'
>;

/** The sub-component (spec §3: none, input, checkbox) of an option or of a value, with its texts. */
function SubComponentEditor({
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

const optionKey = (option: OptionDraft) => option.key;
const optionName = (option: OptionDraft) => option.label || option.value;

function OptionEditor({
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
          <Usage used={option.used} capacity={option.capacity} />
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

/**
 * Move up / move down buttons: reorder by keyboard or pointer (announced by their labels), beside
 * the entry's drag handle when it has one (./sortable-list.tsx).
 */
export function MoveButtons({
  name,
  index,
  total,
  onMove,
  handle,
  children,
}: {
  name: string;
  index: number;
  total: number;
  onMove: (by: -1 | 1) => void;
  handle?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  return (
    <HStack gap="1">
      {handle}
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('moveUp', { name })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </IconButton>
      <IconButton
        size="xs"
        variant="outline"
        aria-label={t('moveDown', { name })}
        disabled={index === total - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </IconButton>
      {children}
    </HStack>
  );
}

// ——— a field (card value) ———

export interface GroupChoices {
  categories: Array<{ guid: string; name: string }>;
  waves: Array<{ guid: string; name: string }>;
}

function GuidChecks({
  legend,
  choices,
  chosen,
  onChange,
}: {
  legend: string;
  choices: Array<{ guid: string; name: string }>;
  chosen: string[];
  onChange: (guids: string[]) => void;
}) {
  if (!choices.length) return null;
  return (
    <Stack as="fieldset" gap="1">
      <Text as="legend" fontWeight="medium">
        {legend}
      </Text>
      {choices.map((c) => (
        <Flag
          key={c.guid}
          label={c.name}
          checked={chosen.includes(c.guid)}
          onChange={(on) => onChange(on ? [...chosen, c.guid] : chosen.filter((g) => g !== c.guid))}
        />
      ))}
    </Stack>
  );
}

export function ValueEditor({
  value,
  groups,
  onChange,
}: {
  value: ValueDraft;
  groups: GroupChoices;
  onChange: (value: ValueDraft) => void;
}) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const set = (patch: Partial<ValueDraft>) => onChange({ ...value, ...patch });
  const setType = (type: number) =>
    set({
      type,
      options: isOptionFieldType(type)
        ? value.options.length
          ? value.options
          : [newOption(1), newOption(2)]
        : [],
    });
  const setOption = (index: number, option: OptionDraft) =>
    set({ options: value.options.map((o, i) => (i === index ? option : o)) });
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <TextField
          label={t('value.label')}
          required
          value={value.label}
          onChange={(label) => set({ label })}
        />
        <TextField label={t('value.name')} required value={value.name} onChange={(name) => set({ name })} />
        <SelectField label={t('value.type')} value={value.type} onChange={(v) => setType(Number(v))}>
          {Array.from({ length: 11 }, (_, i) => i + 1).map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('value.placeholder')}
          value={value.placeholder}
          onChange={(placeholder) => set({ placeholder })}
        />
        <TextField
          label={t('value.labelEn')}
          value={value.translations.en?.label ?? ''}
          onChange={(text) => set({ translations: withEn(value.translations, 'label', text) })}
        />
        <TextField
          label={t('value.placeholderEn')}
          value={value.translations.en?.placeholder ?? ''}
          onChange={(text) => set({ translations: withEn(value.translations, 'placeholder', text) })}
        />
        <TextField
          label={t('value.defaultValue')}
          value={value.defaultValue}
          onChange={(defaultValue) => set({ defaultValue })}
        />
        <TextField
          label={t('value.capacity')}
          type="number"
          value={value.capacity}
          onChange={(text) => set({ capacity: count(text) })}
        />
        <SelectField
          label={t('value.predefinedTemplate')}
          value={value.predefinedTemplate ?? ''}
          onChange={(v) => set({ predefinedTemplate: (v || null) as ValueDraft['predefinedTemplate'] })}
        >
          <option value="">{t('templates.none')}</option>
          {PREDEFINED_TEMPLATES.map((k) => (
            <option key={k} value={k}>
              {t(`templates.${k}`)}
            </option>
          ))}
        </SelectField>
      </SimpleGrid>
      <DescriptionField value={value.description} onChange={(description) => set({ description })} />
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
        <Flag
          label={t('value.required')}
          checked={value.required}
          onChange={(required) => set({ required })}
        />
        <Flag
          label={t('value.hasPrice')}
          checked={value.hasPrice}
          onChange={(hasPrice) => set({ hasPrice })}
        />
        <Flag
          label={t('value.readOnly')}
          checked={value.readOnly}
          onChange={(readOnly) => set({ readOnly })}
        />
        <Flag
          label={t('value.isAdditional')}
          checked={value.isAdditional}
          onChange={(isAdditional) => set({ isAdditional })}
        />
        <Flag label={t('value.hidden')} checked={value.hidden} onChange={(hidden) => set({ hidden })} />
        <Flag
          label={t('value.registrationOnSite')}
          checked={value.registrationOnSite}
          onChange={(registrationOnSite) => set({ registrationOnSite })}
        />
        <Flag
          label={t('value.showAtPickup')}
          checked={value.showAtPickup}
          onChange={(showAtPickup) => set({ showAtPickup })}
        />
      </SimpleGrid>
      {value.hasPrice && (
        <Prices
          label={t('value.price')}
          prices={value.currencyPrices}
          onChange={(currencyPrices) => set({ currencyPrices })}
        />
      )}
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium">
          {t('value.subComponent')}
        </Text>
        <Text fontSize="sm" color="fg.muted" mb="2">
          {t('value.subComponentHint')}
        </Text>
        <SubComponentEditor sub={value} onChange={set} />
      </Box>
      <Validations rules={value.validations} onChange={(validations) => set({ validations })} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        <GuidChecks
          legend={t('value.categories')}
          choices={groups.categories}
          chosen={value.categoryGuids}
          onChange={(categoryGuids) => set({ categoryGuids })}
        />
        <GuidChecks
          legend={t('value.waves')}
          choices={groups.waves}
          chosen={value.waveGuids}
          onChange={(waveGuids) => set({ waveGuids })}
        />
      </SimpleGrid>
      {isOptionFieldType(value.type) && (
        <Stack gap="2">
          <Text fontWeight="medium">{t('value.options')}</Text>
          <SortableList
            items={value.options}
            idOf={optionKey}
            nameOf={optionName}
            label={t('value.options')}
            onReorder={(from, to) => set({ options: movedTo(value.options, from, to) })}
          >
            {(option, index, handle) => (
              <OptionEditor
                option={option}
                index={index}
                total={value.options.length}
                handle={handle}
                onChange={(o) => setOption(index, o)}
                onMove={(by) => set({ options: moved(value.options, index, by) })}
                onRemove={() => set({ options: value.options.filter((_, i) => i !== index) })}
              />
            )}
          </SortableList>
          <Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => set({ options: [...value.options, newOption(value.options.length + 1)] })}
            >
              {t('option.add')}
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

function DescriptionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(FORM_BUILDER_NS);
  const id = useId();
  return (
    <Stack gap="1">
      <label htmlFor={id}>{t('value.description')}</label>
      <Textarea
        recipe={textareaRecipe}
        id={id}
        rows={2}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Stack>
  );
}
