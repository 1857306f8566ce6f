import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SocialSignInAnswer } from '@shared/social/social-schemas';
import { Page } from '../../../components/page';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import { RouterLink } from '../../../components/router-link';
import {
  applySocialSignIn,
  clearPendingFlow,
  finishSocialFlow,
  readPendingFlow,
  safeReturnTo,
} from '../../../components/social/social-api';
import { SOCIAL_NS } from '../../../components/social/social-namespace';
import { notify } from '../../../lib/notify';
import { NewAccountForm } from '../components/new-account-form';
import { ProveAccountForm } from '../components/prove-account-form';

type NewAccount = Extract<SocialSignInAnswer, { outcome: 'newAccount' }>;
type ProveAccount = Extract<SocialSignInAnswer, { outcome: 'proveAccount' }>;

type Stage =
  | { kind: 'working' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'newAccount'; answer: NewAccount }
  | { kind: 'prove'; answer: ProveAccount };

/**
 * The provider's code is exchanged once: the server takes the flow on the first call, so a second
 * run of the effect (React's development double run, a re-render) reuses the first call's answer.
 */
const exchanges = new Map<string, Promise<SocialSignInAnswer>>();

/**
 * /social/callback: where a provider sends the runner back. A linked identity signs in (tokens as
 * remember-me said, the account's language, the success toast) and returns to where the runner
 * was; a first sign-in asks for the new account; an existing account with the same e-mail asks for
 * its password first; a cancelled consent goes back with nothing changed (the cart is in a cookie).
 */
export function SocialCallbackPage() {
  const { t } = useTranslation(SOCIAL_NS);
  const failureText = useFailureText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search] = useSearchParams();
  // A callback without the provider's code and state (opened by hand, a truncated link) cannot finish.
  const [stage, setStage] = useState<Stage>(() =>
    search.get('error') || (search.get('code') && search.get('state'))
      ? { kind: 'working' }
      : { kind: 'failed', error: undefined },
  );
  const [pending] = useState(readPendingFlow);
  const remember = pending?.remember ?? false;

  useEffect(() => {
    const code = search.get('code');
    const state = search.get('state');
    const iss = search.get('iss') ?? undefined;
    if (search.get('error')) {
      clearPendingFlow();
      notify.warning(t('callback.cancelled'));
      void navigate(safeReturnTo(pending?.returnTo), { replace: true });
      return;
    }
    if (!code || !state) return;
    let exchange = exchanges.get(state);
    if (!exchange) {
      exchange = finishSocialFlow({ code, state, remember, ...(iss ? { iss } : {}) });
      exchanges.set(state, exchange);
    }
    let current = true;
    exchange
      .then(async (answer) => {
        if (!current) return;
        clearPendingFlow();
        if (answer.outcome === 'signedIn') {
          await applySocialSignIn(answer, remember);
          notify.success(t('auth.loggedIn', { ns: 'common' }));
          void navigate(safeReturnTo(answer.returnTo), { replace: true });
        } else if (answer.outcome === 'linked') {
          void client.invalidateQueries({ queryKey: ['social', 'linked'] });
          notify.success(t('linked', { network: t(`networks.${answer.network}`) }));
          void navigate(safeReturnTo(answer.returnTo), { replace: true });
        } else if (answer.outcome === 'newAccount') setStage({ kind: 'newAccount', answer });
        else if (answer.outcome === 'proveAccount') setStage({ kind: 'prove', answer });
        else setStage({ kind: 'failed', error: undefined });
      })
      .catch((error: unknown) => {
        if (current) setStage({ kind: 'failed', error });
      });
    return () => {
      current = false;
    };
    // One exchange per callback URL: the pending flow is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const done = (returnTo: string) => void navigate(safeReturnTo(returnTo), { replace: true });

  if (stage.kind === 'newAccount')
    return <NewAccountForm answer={stage.answer} remember={remember} onDone={done} />;
  if (stage.kind === 'prove')
    return <ProveAccountForm answer={stage.answer} remember={remember} onDone={done} />;
  return (
    <Page title={t('callback.title')}>
      {stage.kind === 'working' ? (
        <Stack direction="row" gap="3" align="center" role="status">
          <Spinner size="sm" />
          <Text>{t('callback.working')}</Text>
        </Stack>
      ) : (
        <Stack gap="4" maxW="md">
          <ResultAlert status="error" title={t('callback.failed')}>
            {stage.error ? failureText(stage.error) : t('social.authenticationError', { ns: 'errors' })}
          </ResultAlert>
          <Button asChild variant="outline" alignSelf="flex-start">
            <RouterLink to={safeReturnTo(pending?.returnTo)}>{t('callback.back')}</RouterLink>
          </Button>
        </Stack>
      )}
    </Page>
  );
}
