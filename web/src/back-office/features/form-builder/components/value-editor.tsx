import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isOptionFieldType } from '@shared/back-office/card-editor-schemas';
import { PREDEFINED_TEMPLATES } from '@shared/checkout/card-schemas';
import { FORM_BUILDER_NS } from '../form-builder-namespace';
import { moved, movedTo, newOption, type OptionDraft, type ValueDraft } from '../model/card-draft';
import { count, Flag, Prices, SelectField, TextArea, TextField, withEn } from './labelled-controls';
import { OptionEditor, optionKey, optionName, SubComponentEditor } from './option-editor';
import { SortableList } from './sortable-list';
import { ValidationsEditor } from './validations-editor';

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
      <TextArea
        label={t('value.description')}
        value={value.description}
        onChange={(description) => set({ description })}
      />
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
      <ValidationsEditor rules={value.validations} onChange={(validations) => set({ validations })} />
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
