import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FIELD_RULE_KINDS, type FieldRule, type FieldRuleKind } from '@shared/validation/field-rules';
import { FORM_BUILDER_NS } from '../form-builder-namespace';
import { count, SelectField, TextField } from './labelled-controls';

// The validations of spec §5 a card field may carry. Required and number are not offered here:
// the field's own "required" flag and its type set them.
const GENERAL_KINDS = ['required', 'number', 'minNumber', 'maxNumber'] as const;
type RuleKind = Exclude<FieldRuleKind, (typeof GENERAL_KINDS)[number]>;
const RULE_KINDS = FIELD_RULE_KINDS.filter(
  (kind): kind is RuleKind => !(GENERAL_KINDS as readonly FieldRuleKind[]).includes(kind),
);

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

export function ValidationsEditor({
  rules,
  onChange,
}: {
  rules: FieldRule[];
  onChange: (rules: FieldRule[]) => void;
}) {
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
