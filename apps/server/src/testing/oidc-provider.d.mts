/** Types of oidc-provider.mjs (the tests' OpenID Provider), for the server's integration tests. */
export declare const TEST_CLIENT: { clientId: string; clientSecret: string };
export declare const TEST_USERS: Record<string, { name: string; groups: string[] }>;
export interface TestOidcProvider {
  issuer: string;
  disable(login: string): void;
  close(): Promise<void>;
}
export declare function startOidcProvider(options: {
  port: number;
  redirectUris: string[];
  host?: string;
}): Promise<TestOidcProvider>;
export declare function signInThrough(
  authorizationUrl: string,
  login: string,
  options: { redirectUri: string; abort?: boolean },
): Promise<string>;
