import { Input, Stack } from '@chakra-ui/react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from './account-namespace';
import type { FieldProblem } from './form-errors';
import { FormField } from './form-field';
import { PasswordChecklist } from './password-checklist';

/** New password and its confirmation, with the live rules checklist of spec §5. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
  passwordProblems,
  confirmationProblems,
  passwordRef,
  confirmationRef,
  passwordLabel,
}: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  passwordProblems?: FieldProblem[];
  confirmationProblems?: FieldProblem[];
  passwordRef?: Ref<HTMLInputElement>;
  confirmationRef?: Ref<HTMLInputElement>;
  passwordLabel?: string;
}) {
  const { t } = useTranslation(ACCOUNT_NS);
  const rulesId = useId();
  return (
    <Stack gap="5">
      <FormField label={passwordLabel ?? t('fields.password')} required problems={passwordProblems}>
        <Input
          ref={passwordRef}
          type="password"
          name="new-password"
          autoComplete="new-password"
          aria-required
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </FormField>
      <PasswordChecklist password={password} id={rulesId} />
      <FormField label={t('fields.passwordConfirm')} required problems={confirmationProblems}>
        <Input
          ref={confirmationRef}
          type="password"
          name="new-password-confirm"
          autoComplete="new-password"
          aria-required
          value={confirmation}
          onChange={(e) => onConfirmation(e.target.value)}
        />
      </FormField>
    </Stack>
  );
}
