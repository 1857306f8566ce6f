import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@shared/codelists/enums';
// The checkout's own field and rules: the preview is the form runners get, not a look-alike.
import { CardField } from '../../../../features/checkout/components/card-field';
import type { FieldValues } from '../../../../features/checkout/model/field-values';
import { validateCardField, type ErrorMap } from '../../../../features/checkout/model/validate';
import { FORM_BUILDER_NS } from '../form-builder-namespace';
import { toFieldView, type ValueDraft } from '../model/card-draft';

/**
 * The live preview of a form: every visible field rendered by the checkout's CardField, with the
 * checkout's validation on blur, so the organiser sees and tries exactly what runners will.
 */
export function FieldPreview({
  values,
  currency = 'CZK',
}: {
  values: ValueDraft[];
  currency?: CurrencyCode;
}) {
  const { t, i18n } = useTranslation(FORM_BUILDER_NS);
  const [answers, setAnswers] = useState<FieldValues>({});
  const [errors, setErrors] = useState<ErrorMap>({});
  const fields = useMemo(
    () => values.filter((v) => !v.hidden && v.label.trim()).map((v) => toFieldView(v, currency)),
    [values, currency],
  );
  const full = useMemo(
    () =>
      new Set(
        fields.flatMap((f) =>
          f.items.filter((i) => i.capacity > 0 && i.used >= i.capacity).map((i) => i.guid),
        ),
      ),
    [fields],
  );
  const keyOf = (valueKey: string) => `preview.${valueKey}`;
  const check = (valueKey: string, next: FieldValues) => {
    const field = fields.find((f) => f.guid === valueKey);
    if (!field) return;
    const problems = validateCardField(
      field,
      next[valueKey],
      { registrationDate: new Date() },
      {
        disabledOptionGuids: full,
        locale: i18n.language === 'en' ? 'en' : 'cs',
      },
    );
    setErrors((e) => ({ ...e, [keyOf(valueKey)]: problems }));
  };
  return (
    <Box as="section" aria-labelledby="form-preview-title" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="sm" id="form-preview-title" mb="1">
        {t('preview.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('preview.lead')}
      </Text>
      {fields.length === 0 && <Text>{t('preview.empty')}</Text>}
      <Stack gap="4">
        {fields.map((field) => (
          <CardField
            key={field.guid}
            field={field}
            values={answers}
            keyOf={keyOf}
            errors={errors}
            disabledOptions={full}
            currency={currency}
            onChange={(valueKey, value) => setAnswers((a) => ({ ...a, [valueKey]: value }))}
            onBlur={(valueKey) => check(valueKey, answers)}
          />
        ))}
      </Stack>
    </Box>
  );
}
