// The few parts of oidc-provider (no bundled types) the local stand-in uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }
  interface AccessTokenRecord {
    accountId: string;
    clientId: string;
    isExpired: boolean;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    AccessToken: { find(value: string): Promise<AccessTokenRecord | undefined> };
  }
  export type { Account };
}
