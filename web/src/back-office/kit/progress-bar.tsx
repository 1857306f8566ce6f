import { HStack, Progress, Text } from '@chakra-ui/react';
import { progressSlotRecipe } from './recipes';

/**
 * A labelled progress bar: `role="progressbar"` named by `label`, with its values and a spoken
 * `valueText` ("120 of 500"); `value` null shows an indeterminate bar (waiting, size unknown).
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  valueText,
  colorPalette = 'brand',
}: {
  label: string;
  value: number | null;
  max?: number;
  valueText?: string;
  colorPalette?: string;
}) {
  return (
    <Progress.Root recipe={progressSlotRecipe} value={value} max={max} colorPalette={colorPalette} w="full">
      <HStack justify="space-between" mb="1" gap="3">
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        {valueText && (
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" aria-hidden>
            {valueText}
          </Text>
        )}
      </HStack>
      <Progress.Track aria-label={label} aria-valuetext={valueText} borderRadius="l1">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
