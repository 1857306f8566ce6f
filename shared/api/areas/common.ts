import { z } from 'zod';
import { codeListsSchema } from '../../codelists/codelists';
import { termsAndConditionsSchema } from '../../catalog/terms-schemas';
import { guidParams } from '../common-schemas';
import { defineArea } from '../define-area';

export const serverTimeSchema = z.object({
  /** ISO-8601 UTC. */
  serverTime: z.iso.datetime(),
  timeZone: z.literal('Europe/Prague'),
});

export const commonRoutes = defineArea('common', 'common', {
  codelists: {
    method: 'GET',
    path: 'codelists',
    auth: 'public',
    summary: 'Code lists loaded at startup',
    response: codeListsSchema,
  },
  serverTime: {
    method: 'GET',
    path: 'common/get-current-server-time',
    auth: 'public',
    summary: 'Current server time (UTC)',
    response: serverTimeSchema,
  },
  termsAndConditions: {
    method: 'GET',
    path: 'terms-and-conditions/{guid}',
    auth: 'public',
    summary: 'Terms and conditions text',
    params: guidParams,
    response: termsAndConditionsSchema,
  },
  openapi: {
    method: 'GET',
    path: 'openapi.json',
    auth: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    response: z.record(z.string(), z.unknown()),
  },
});
