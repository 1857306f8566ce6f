import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldError } from '../model/validate';
import { describedBy, FieldsetShell, labelId } from './form-bits';
import { radioGroupSlotRecipe } from './recipes';

export interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Shown under the option (e.g. why it is disabled). */
  note?: ReactNode;
}

/** A required one-of choice (gender, payment method) as a radio group in a fieldset. */
export function ChoiceRadios({
  id,
  legend,
  value,
  choices,
  onChange,
  onBlur,
  errors,
  required = true,
  orientation = 'vertical',
}: {
  id: string;
  legend: ReactNode;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  errors?: readonly FieldError[];
  required?: boolean;
  orientation?: 'vertical' | 'horizontal';
}) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <FieldsetShell id={id} legend={legend} required={required} errors={errors}>
      <RadioGroup.Root
        recipe={radioGroupSlotRecipe}
        id={id}
        value={value || null}
        onValueChange={(e) => onChange(e.value ?? '')}
        aria-labelledby={labelId(id)}
        aria-describedby={describedBy(id, false, invalid)}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        size="sm"
        orientation={orientation}
      >
        <Stack
          direction={orientation === 'horizontal' ? 'row' : 'column'}
          gap={orientation === 'horizontal' ? '6' : '3'}
          wrap="wrap"
        >
          {choices.map((choice) => (
            <Stack key={choice.value} gap="1">
              <RadioGroup.Item value={choice.value} disabled={choice.disabled} alignItems="flex-start">
                <RadioGroup.ItemHiddenInput onBlur={onBlur} />
                <RadioGroup.ItemIndicator mt="0.5" />
                <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
              {choice.note && (
                <Text fontSize="sm" color="fg.muted" ps="6">
                  {choice.note}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </RadioGroup.Root>
    </FieldsetShell>
  );
}
