/** The transport messages the api client words itself, loaded only when one is needed (api-client.ts). */
export { CORE_MESSAGES } from '@shared/errors/messages';
