import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { FioTokenStore } from '../../domain/bank-import/fio-connection-record';
import { config } from '../config';

/**
 * Fio API tokens, one secret per payment detail. On AWS: Secrets Manager secrets named
 * `<FIO_TOKEN_SECRET_PREFIX><payment detail guid>` (infra grants the API Lambda create/put/delete
 * and the fetch worker get, on that prefix only). Locally: a JSON file of the stack's data
 * directory (`FIO_TOKEN_FILE`, mode 600), never in the repository.
 */
let client: SecretsManagerClient | undefined;
const sm = () => (client ??= new SecretsManagerClient({ region: config.region }));

const notFound = (error: unknown) => (error as { name?: string }).name === 'ResourceNotFoundException';

function secretsManagerStore(prefix: string): FioTokenStore {
  const name = (guid: string) => `${prefix}${guid}`;
  return {
    put: async (guid, token) => {
      try {
        await sm().send(new PutSecretValueCommand({ SecretId: name(guid), SecretString: token }));
      } catch (error) {
        if (!notFound(error)) throw error;
        await sm().send(
          new CreateSecretCommand({
            Name: name(guid),
            SecretString: token,
            Description: 'Fio API token of a payment detail (read-only bank statements)',
          }),
        );
      }
    },
    get: async (guid) => {
      try {
        return (await sm().send(new GetSecretValueCommand({ SecretId: name(guid) }))).SecretString;
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    remove: async (guid) => {
      try {
        // At once: a secret pending deletion would block storing a new token under its name.
        await sm().send(new DeleteSecretCommand({ SecretId: name(guid), ForceDeleteWithoutRecovery: true }));
      } catch (error) {
        if (!notFound(error)) throw error;
      }
    },
  };
}

function fileStore(file: string): FioTokenStore {
  const read = (): Record<string, string> =>
    existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  const write = (tokens: Record<string, string>) =>
    writeFileSync(file, JSON.stringify(tokens, null, 2), { mode: 0o600 });
  return {
    put: async (guid, token) => write({ ...read(), [guid]: token }),
    get: async (guid) => read()[guid],
    remove: async (guid) => {
      const { [guid]: _gone, ...rest } = read();
      write(rest);
    },
  };
}

/** The store of this environment (read per call: tests point the file elsewhere). */
export function fioTokenStore(): FioTokenStore {
  const file = process.env.FIO_TOKEN_FILE;
  if (file) return fileStore(file);
  const prefix = process.env.FIO_TOKEN_SECRET_PREFIX;
  if (!prefix) throw new Error('The Fio token store is not configured');
  return secretsManagerStore(prefix);
}

/** A store that resolves its backend on each call (module-level ports are built before env is set). */
export const envFioTokenStore: FioTokenStore = {
  put: (guid, token) => fioTokenStore().put(guid, token),
  get: (guid) => fioTokenStore().get(guid),
  remove: (guid) => fioTokenStore().remove(guid),
};
