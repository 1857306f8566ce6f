import { Alert, Button, Checkbox, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { SocialButtons } from '../../../components/social/social-buttons';
import { isApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

/**
 * Inline login (spec §2/§5): e-mail, password, remember me; submit only when both fields are
 * filled; Enter submits. A failure shows the API's error in a red alert under the form.
 */
export function LoginForm({
  onDone,
  emailRef,
}: {
  onDone: () => void;
  emailRef?: React.Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const errorId = useId();

  const canSubmit = email.trim().length > 0 && password.length > 0 && !login.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    login.mutate(
      { username: email.trim(), password, remember },
      {
        onSuccess: () => {
          setPassword('');
          onDone();
        },
      },
    );
  };

  const error = login.error;
  // A refused login (401/403) is the spec's login failure; anything else shows the API's message.
  const errorText = !error
    ? null
    : isApiError(error) && error.authError
      ? `${t('auth.loginFailed')} (${error.message})`
      : isApiError(error)
        ? error.message
        : t('toast.unexpectedError');

  return (
    <form onSubmit={submit} aria-describedby={errorText ? errorId : undefined}>
      <Stack gap="3">
        <SocialButtons remember={remember} />
        <Field.Root required>
          <Field.Label>{t('auth.email')}</Field.Label>
          <Input
            ref={emailRef}
            type="email"
            name="username"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('auth.password')}</Field.Label>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field.Root>
        <Checkbox.Root checked={remember} onCheckedChange={(e) => setRemember(e.checked === true)} size="sm">
          <Checkbox.HiddenInput name="remember" />
          <Checkbox.Control />
          <Checkbox.Label>{t('auth.remember')}</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" colorPalette="brand" disabled={!canSubmit} loading={login.isPending}>
          {t('auth.submit')}
        </Button>
        {errorText && (
          <Alert.Root status="error" id={errorId} role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('auth.loginErrorTitle')}</Alert.Title>
              <Alert.Description wordBreak="break-word">{errorText}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Stack gap="1" fontSize="sm">
          <Link asChild color="brand.fg">
            <RouterLink to="/register" onClick={onDone}>
              {t('auth.register')}
            </RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to="/forgot-password" onClick={onDone}>
              {t('auth.forgotPassword')}
            </RouterLink>
          </Link>
          <Link asChild color="brand.fg">
            <RouterLink to="/resend-activation-email" onClick={onDone}>
              {t('auth.resendActivation')}
            </RouterLink>
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
