import { APP } from './support';
import { post } from './accounts-support';
import type { TestIdentity } from '../../scripts/local/oidc-stand-in';

/** What the provider sent back to the SPA's callback page (/social/callback?code&state&iss). */
export interface CallbackParams {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
}

/** A tiny cookie jar: the provider keeps its interaction and session in cookies. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const absolute = (location: string) => new URL(location, APP).href;

/**
 * Plays the runner on the local provider's own pages: the login form (test identity by name, any
 * password), then the consent form, following redirects until the provider sends the browser back
 * to the SPA's callback. `cancel` follows the page's abort link instead of logging in.
 */
export async function consentAs(
  authorizationUrl: string,
  login: TestIdentity,
  options: { cancel?: boolean } = {},
): Promise<CallbackParams> {
  const jar = new Jar();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    jar.take(res);
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(absolute(location));
      if (next.pathname === '/social/callback')
        return Object.fromEntries(next.searchParams) as CallbackParams;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    if (options.cancel) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1];
      if (!abort) throw new Error('no abort link on the provider page');
      url = absolute(abort.replace(/&amp;/g, '&'));
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form on the provider page: ${html.slice(0, 300)}`);
    url = absolute(action.replace(/&amp;/g, '&'));
    form = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('too many hops at the provider');
}

export type Answer = Record<string, unknown> & { outcome?: string; code?: string };

export async function startSocial(
  network: string,
  options: { intent?: 'signIn' | 'link'; token?: string; returnTo?: string } = {},
): Promise<string> {
  const res = await post<Answer>(
    'authenticate-by-social-network',
    { step: 'start', network, intent: options.intent ?? 'signIn', returnTo: options.returnTo ?? '/' },
    options.token,
  );
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.authorizationUrl as string;
}

export const finishSocial = (params: CallbackParams, token?: string, remember = false) =>
  post<Answer>('authenticate-by-social-network', { step: 'callback', ...params, remember }, token);

/** Start, consent as `login`, finish: the API's answer to the callback. */
export async function socialRound(
  network: string,
  login: TestIdentity,
  options: { intent?: 'signIn' | 'link'; token?: string; remember?: boolean } = {},
) {
  const params = await consentAs(await startSocial(network, options), login);
  return finishSocial(params, options.token, options.remember);
}
