/** Single sign-on and handout link tokens out of any text: paths, URLs, error messages and stacks (logs, crash reports). */
const SSO_PATH = /\/app\/login\/sso\/[^/?#\s"'`)]*/g;

/** A patient handout link's token (ADR 0046): not patient data, but whoever has it can open the handout until it expires. */
const HANDOUT_PATH = /\/handout\/[^/?#\s"'`)]+/g;
/** A texted handout's short link (ADR 0051): the same, in 12 characters. */
const HANDOUT_SHORT_PATH = /\/h\/[A-Za-z0-9_-]+/g;
/** The same id in a texted handout's delivery report and its status callback (ADR 0064). */
const TEXT_DELIVERY_PATH = /\/api\/handouts\/text\/[A-Za-z0-9_-]+/g;

/** Any text (a path, a URL, an error message or stack) with every single sign-on and handout link token replaced by ':token'. */
export function withoutSsoTokens(text: string): string {
  return text
    .replace(SSO_PATH, '/app/login/sso/:token')
    .replace(HANDOUT_PATH, '/handout/:token')
    .replace(HANDOUT_SHORT_PATH, '/h/:id')
    .replace(TEXT_DELIVERY_PATH, '/api/handouts/text/:deliveryId');
}
