import { Button, HStack } from '@chakra-ui/react';
import type { Locale } from '@shared/codelists/enums';

const LANGUAGES = ['cs', 'en'] as const satisfies readonly Locale[];

/** Which language of a bilingual preview is shown: one pressed button per language, as a group. */
export function LanguageToggle({
  label,
  value,
  onChange,
  text,
}: {
  /** Names the group for screen readers. */
  label: string;
  value: Locale;
  onChange: (locale: Locale) => void;
  /** A language's button text. */
  text: (locale: Locale) => string;
}) {
  return (
    <HStack gap="1" role="group" aria-label={label}>
      {LANGUAGES.map((l) => (
        <Button
          key={l}
          size="sm"
          variant={value === l ? 'solid' : 'outline'}
          aria-pressed={value === l}
          onClick={() => onChange(l)}
        >
          {text(l)}
        </Button>
      ))}
    </HStack>
  );
}
