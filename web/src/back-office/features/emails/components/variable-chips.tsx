import { Button, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EMAIL_VARIABLE_NAMES, EMAIL_VARIABLES } from '@shared/emails/email-variables';
import type { Locale } from '@shared/codelists/enums';
import { EMAILS_NS } from '../emails-namespace';

/**
 * The variables of spec §3 as buttons: a click inserts `{{name}}` where the cursor was in the last
 * text field used (the form keeps track). Each button names what the variable stands for.
 */
export function VariableChips({
  onInsert,
  names = EMAIL_VARIABLE_NAMES,
}: {
  onInsert: (token: string) => void;
  names?: readonly string[];
}) {
  const { t, i18n } = useTranslation(EMAILS_NS);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'cs';
  return (
    <section aria-label={t('variables.label')}>
      <Text fontSize="sm" mb="1">
        {t('variables.help')}
      </Text>
      <Wrap gap="1">
        {names.map((name) => {
          const description =
            (EMAIL_VARIABLES as Record<string, Record<Locale, string>>)[name]?.[locale] ?? name;
          return (
            <Button
              key={name}
              size="xs"
              variant="outline"
              borderRadius="full"
              title={description}
              aria-label={t('variables.insert', { description, name })}
              // Keep the focus (and the cursor) in the text field while clicking.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onInsert(`{{${name}}}`)}
            >
              {`{{${name}}}`}
            </Button>
          );
        })}
      </Wrap>
    </section>
  );
}
