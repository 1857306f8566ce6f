import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { HEADER_APP_ID, HEADER_REQUEST_ID } from '@shared/api/headers';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/codelists/enums';

export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  const direct = headers[name];
  if (direct !== undefined) return direct;
  const lower = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === lower) return v;
  return undefined;
}

export function cookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const all = event.cookies ?? header(event, 'cookie')?.split(';') ?? [];
  for (const c of all) {
    const [k, ...rest] = c.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // a malformed cookie is treated as absent, never as a server error
    }
  }
  return undefined;
}

const isLocale = (v: string | undefined): v is Locale => !!v && (LOCALES as readonly string[]).includes(v);

/** The caller's language: `locale` query, then the `lang` cookie, then Accept-Language, else cs. */
export function detectLocale(event: APIGatewayProxyEventV2): Locale {
  const q = event.queryStringParameters?.locale;
  if (isLocale(q)) return q;
  const c = cookie(event, 'lang');
  if (isLocale(c)) return c;
  const accept = header(event, 'accept-language');
  if (accept) {
    for (const part of accept.split(',')) {
      const tag = part.trim().slice(0, 2).toLowerCase();
      if (isLocale(tag)) return tag;
    }
  }
  return DEFAULT_LOCALE;
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A caller-supplied request id is echoed when it is sane, otherwise a new one is made. */
export function requestIdOf(event: APIGatewayProxyEventV2): string {
  const given = header(event, HEADER_REQUEST_ID);
  return given && SAFE_ID.test(given) ? given : randomUUID();
}

export function appIdOf(event: APIGatewayProxyEventV2): string | undefined {
  const given = header(event, HEADER_APP_ID);
  return given && SAFE_ID.test(given) ? given : undefined;
}

/** The caller's IP address as API Gateway saw it (used as a rate-limit key). */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  return event.requestContext?.http?.sourceIp || 'unknown';
}
