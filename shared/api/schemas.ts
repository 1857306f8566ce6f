import { z } from 'zod';
import { codeListsSchema } from '../codelists/codelists';
import {
  categoryViewSchema,
  currencyCodeSchema,
  documentViewSchema,
  envelopeSchema,
  eventDetailSchema,
  eventSummarySchema,
  seriesSummarySchema,
  startListSchema,
  startListSortSchema,
  subcategoryViewSchema,
  subeventViewSchema,
  waveViewSchema,
} from '../catalog/catalog-schemas';
import type { RouteSchemas } from './route-types';
import {
  cardPaymentCallbackQuerySchema,
  checkoutCurrencyQuery,
  checkoutDataBodySchema,
  checkoutDataSchema,
  discountCheckAnswerSchema,
  discountCheckBodySchema,
  paymentStartSchema,
  reapplyDiscountsAnswerSchema,
  reapplyDiscountsBodySchema,
  registerAnswerSchema,
  registerBodySchema,
  registerQuerySchema,
  registrationViewSchema,
} from '../checkout/checkout-schemas';
import {
  accessTokenAnswerSchema,
  activationAnswerSchema,
  authenticatedUserSchema,
  changePasswordAnswerSchema,
  changePasswordBodySchema,
  clientTokenBodySchema,
  emailBodySchema,
  emailExistsAnswerSchema,
  emailExistsQuerySchema,
  emailRequestAnswerSchema,
  loginBodySchema,
  passwordChangedAnswerSchema,
  passwordResetAliasBodySchema,
  registerUserAnswerSchema,
  registerUserBodySchema,
  rehydrateBodySchema,
  resetPasswordBodySchema,
  resetTokenAnswerSchema,
  siteSettingsBodySchema,
  tokenBodySchema,
  tokenValidateAnswerSchema,
  tokenValidateBodySchema,
  updateUserBodySchema,
  userIdParams,
} from '../accounts/account-schemas';
import {
  idParams,
  myItemDetailSchema,
  myItemsBodySchema,
  myItemsSchema,
  myOrderDetailSchema,
  myOrdersQuerySchema,
  myOrdersSchema,
  myTeamsQuerySchema,
  myTeamsSchema,
  myTemplateDetailSchema,
  myTemplatesQuerySchema,
  myTemplatesSchema,
  saveTemplateBodySchema,
} from '../accounts/user-area-schemas';

/** Guids are UUIDs (any version); a malformed guid is a 400, an unknown one a 404. */
export const guidSchema = z.uuid({ version: undefined });
export const guidParams = z.object({ guid: guidSchema });

export const serverTimeSchema = z.object({
  /** ISO-8601 UTC. */
  serverTime: z.iso.datetime(),
  timeZone: z.literal('Europe/Prague'),
});

export const termsAndConditionsSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  /** Checkbox label; text in [[double brackets]] becomes a link to the terms page. */
  label: z.string(),
  /** Sanitised HTML. */
  conditions: z.string(),
});
export type TermsAndConditions = z.infer<typeof termsAndConditionsSchema>;

/** Paging of public lists: take (page size, default 30) and skip. */
export const pagingQuery = z.object({
  take: z.coerce.number().int().min(1).max(100).default(30),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const currencyQuery = z.object({ currency: currencyCodeSchema.optional() });
const existsSchema = z.object({ exists: z.boolean() });

/** Schemas of implemented routes, by route id. Presence here is what marks a route implemented. */
export const implementedSchemas: Record<string, RouteSchemas> = {
  'common.codelists': { response: codeListsSchema },
  'common.serverTime': { response: serverTimeSchema },
  'common.termsAndConditions': { params: guidParams, response: termsAndConditionsSchema },
  'common.openapi': { response: z.record(z.string(), z.unknown()) },
  'auth.authenticate': { body: loginBodySchema, response: accessTokenAnswerSchema },
  'auth.tokenRehydrate': { body: rehydrateBodySchema, response: accessTokenAnswerSchema },
  'auth.token': { body: clientTokenBodySchema, response: accessTokenAnswerSchema },
  'auth.tokenValidate': { body: tokenValidateBodySchema.prefault({}), response: tokenValidateAnswerSchema },
  'users.authenticatedInfo': { response: authenticatedUserSchema },
  'users.emailExists': { query: emailExistsQuerySchema, response: emailExistsAnswerSchema },
  'users.register': { body: registerUserBodySchema, response: registerUserAnswerSchema },
  'users.update': { params: userIdParams, body: updateUserBodySchema, response: authenticatedUserSchema },
  'users.changeSiteSettings': {
    params: userIdParams,
    body: siteSettingsBodySchema,
    response: authenticatedUserSchema,
  },
  // Aliases of spec §7 share one implementation (functions/api/users.handler.ts).
  'users.resetPasswordRequest': { body: emailBodySchema, response: emailRequestAnswerSchema },
  'users.passwordSendResetToken': { body: emailBodySchema, response: emailRequestAnswerSchema },
  'users.resetPasswordCheckToken': { body: tokenBodySchema, response: resetTokenAnswerSchema },
  'users.passwordCheckResetToken': { body: tokenBodySchema, response: resetTokenAnswerSchema },
  'users.resetPassword': { body: resetPasswordBodySchema, response: passwordChangedAnswerSchema },
  'users.passwordReset': { body: passwordResetAliasBodySchema, response: passwordChangedAnswerSchema },
  'users.resendActivationEmail': { body: emailBodySchema, response: emailRequestAnswerSchema },
  'users.activate': { body: tokenBodySchema, response: activationAnswerSchema },
  'users.activateCheckToken': { body: tokenBodySchema, response: activationAnswerSchema },
  'users.changePassword': { body: changePasswordBodySchema, response: changePasswordAnswerSchema },
  'users.passwordChange': { body: changePasswordBodySchema, response: changePasswordAnswerSchema },
  'userArea.myRegistrations': { query: myOrdersQuerySchema, response: myOrdersSchema },
  'userArea.myRegistration': { params: idParams, response: myOrderDetailSchema },
  'userArea.myRegistrationItems': { body: myItemsBodySchema.prefault({}), response: myItemsSchema },
  'userArea.myRegistrationItem': { params: idParams, response: myItemDetailSchema },
  'userArea.myTeams': { query: myTeamsQuerySchema, response: myTeamsSchema },
  'userArea.myTemplates': { query: myTemplatesQuerySchema, response: myTemplatesSchema },
  'userArea.myTemplate': { params: idParams, response: myTemplateDetailSchema },
  'userArea.saveTemplate': { body: saveTemplateBodySchema, response: myTemplateDetailSchema },
  'series.list': { query: pagingQuery, response: envelopeSchema(seriesSummarySchema) },
  'series.events': {
    query: pagingQuery.extend(currencyQuery.shape),
    response: envelopeSchema(eventSummarySchema),
  },
  'checkout.data': {
    query: checkoutCurrencyQuery,
    body: checkoutDataBodySchema,
    response: checkoutDataSchema,
  },
  'checkout.register': {
    query: registerQuerySchema,
    body: registerBodySchema,
    response: registerAnswerSchema,
  },
  'checkout.checkDiscount': { body: discountCheckBodySchema, response: discountCheckAnswerSchema },
  'checkout.registrationTemplates': { response: z.array(myTemplateDetailSchema) },
  'checkout.reapplyDiscounts': { body: reapplyDiscountsBodySchema, response: reapplyDiscountsAnswerSchema },
  'registration.detail': { params: guidParams, response: registrationViewSchema },
  'registration.exists': { params: guidParams, response: existsSchema },
  'registration.payment': { params: guidParams, response: paymentStartSchema },
  'registration.cardPaymentResult': { params: guidParams, query: cardPaymentCallbackQuerySchema },
  'series.event': { params: guidParams, query: currencyQuery, response: eventDetailSchema },
  'series.eventExists': { params: guidParams, response: existsSchema },
  'series.eventExistsForCurrency': {
    params: guidParams,
    query: z.object({ currency: currencyCodeSchema }),
    response: existsSchema,
  },
  'series.eventDocuments': { params: guidParams, response: z.array(documentViewSchema) },
  'series.documentsBySubevent': { params: guidParams, response: z.array(documentViewSchema) },
  'series.stylingsBySubevent': { params: guidParams, response: z.record(z.string(), z.string()) },
  'series.subevent': { params: guidParams, query: currencyQuery, response: subeventViewSchema },
  'series.subeventCategories': {
    params: guidParams,
    query: currencyQuery,
    response: z.array(categoryViewSchema),
  },
  'series.subeventSubCategories': {
    params: guidParams,
    query: currencyQuery,
    response: z.array(subcategoryViewSchema),
  },
  'series.subeventWaves': { params: guidParams, query: currencyQuery, response: z.array(waveViewSchema) },
  'series.subeventStartlist': {
    params: guidParams,
    query: pagingQuery.extend({
      searchText: z.string().max(100).optional(),
      sort: startListSortSchema.default('lastName'),
      descending: z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true'),
    }),
    response: startListSchema,
  },
};
