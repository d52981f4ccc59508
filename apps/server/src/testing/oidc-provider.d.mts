/** Types of oidc-provider.mjs (the tests' OpenID Provider), for the server's integration tests. */
export declare const TEST_CLIENT: { clientId: string; clientSecret: string };
export declare const TEST_JWT_CLIENT: { clientId: string };
export declare const TEST_USERS: Record<string, { name: string; groups: string[] }>;
export interface TestOidcProvider {
  issuer: string;
  disable(login: string): void;
  close(): Promise<void>;
}
/** One browser's cookies at the provider. */
export interface CookieJar {
  header(): string;
  keep(response: Response): void;
}
export declare function startOidcProvider(options: {
  port: number;
  redirectUris: string[];
  backchannelLogoutUri?: string;
  jwksUri?: string;
  host?: string;
}): Promise<TestOidcProvider>;
export declare function cookieJar(): CookieJar;
export declare function signInThrough(
  authorizationUrl: string,
  login: string,
  options: { redirectUri: string; abort?: boolean; jar?: CookieJar },
): Promise<string>;
export declare function signOutThrough(issuer: string, jar: CookieJar): Promise<void>;
