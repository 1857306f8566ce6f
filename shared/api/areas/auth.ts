import {
  accessTokenAnswerSchema,
  clientTokenBodySchema,
  loginBodySchema,
  logoutAnswerSchema,
  logoutBodySchema,
  rehydrateBodySchema,
  tokenValidateAnswerSchema,
  tokenValidateBodySchema,
} from '../../accounts/account-schemas';
import { socialSignInAnswerSchema, socialSignInBodySchema } from '../../social/social-schemas';
import { defineArea } from '../define-area';

export const authRoutes = defineArea('auth', 'auth', {
  authenticate: {
    method: 'POST',
    path: 'authenticate',
    auth: 'public',
    summary: 'Sign in with e-mail and password',
    body: loginBodySchema,
    response: accessTokenAnswerSchema,
  },
  token: {
    method: 'POST',
    path: 'authenticate/token',
    auth: 'public',
    summary: 'Client-credentials token for api clients',
    body: clientTokenBodySchema,
    response: accessTokenAnswerSchema,
  },
  tokenValidate: {
    method: 'POST',
    path: 'authenticate/token/validate',
    auth: 'public',
    summary: 'Validate an access token',
    body: tokenValidateBodySchema.prefault({}),
    response: tokenValidateAnswerSchema,
  },
  tokenRehydrate: {
    method: 'POST',
    path: 'authenticate/token/rehydrate',
    auth: 'public',
    summary: 'Renew an access token',
    body: rehydrateBodySchema,
    response: accessTokenAnswerSchema,
  },
  logout: {
    method: 'POST',
    path: 'authenticate/logout',
    auth: 'public',
    summary: 'End the sign-in: its token is no longer renewed anywhere',
    body: logoutBodySchema,
    response: logoutAnswerSchema,
  },
  // Steps of one call (docs/social-sign-in.md); `start` with intent link, `linked` and `unlink` need a bearer.
  bySocialNetwork: {
    method: 'POST',
    path: 'authenticate-by-social-network',
    auth: 'public',
    summary: 'Sign in with a social network',
    body: socialSignInBodySchema,
    response: socialSignInAnswerSchema,
  },
});
