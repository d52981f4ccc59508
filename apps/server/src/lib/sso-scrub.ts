/** Single sign-on tokens out of any text: paths, URLs, error messages and stacks (logs, crash reports). */
const SSO_PATH = /\/app\/login\/sso\/[^/?#\s"'`)]*/g;

/** Any text (a path, a URL, an error message or stack) with every single sign-on token replaced by ':token'. */
export function withoutSsoTokens(text: string): string {
  return text.replace(SSO_PATH, '/app/login/sso/:token');
}
