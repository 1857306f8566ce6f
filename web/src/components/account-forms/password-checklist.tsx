import { Box, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { passwordRuleStates } from '@shared/accounts/password-rules';
import { ACCOUNT_NS } from './account-namespace';

/** Live list of the password rules of spec §5, each marked met or not as the user types. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Box id={id} fontSize="sm">
      <Text color="fg.muted" mb="1">
        {t('password.rulesTitle')}
      </Text>
      <List.Root listStyleType="none" gap="0.5">
        {passwordRuleStates(password).map((state) => (
          <List.Item
            key={state.rule}
            color={state.met ? 'fg.success' : 'fg.muted'}
            data-met={state.met}
            display="flex"
            gap="2"
          >
            <Box as="span" aria-hidden="true" fontWeight="bold" minW="1em">
              {state.met ? '✓' : '•'}
            </Box>
            <span>
              {t(`rules.${state.rule}`, { ...state.params })}
              <Box as="span" srOnly>
                {` – ${state.met ? t('password.met') : t('password.notMet')}`}
              </Box>
            </span>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
