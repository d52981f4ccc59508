/**
 * Public configuration the server hands the web app in a meta tag of index.html (no request, no
 * inline script): product name, support contacts and links, the content owners' copyright lines
 * and the messages of the light-blue top and bottom banners.
 */
import { z } from 'zod';

export const AppConfig = z.object({
  productName: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  copyright: z.object({
    pediatric: z.string(),
    adult: z.string(),
    product: z.string(),
  }),
  /** Shown wherever demo content is in use; null when only licensed content is installed. */
  demoContentLabel: z.string().nullable(),
  /** Where the Clinical Users' Guide is requested (the account id is added); null: no link. */
  clinicalUsersGuideUrl: z.string().nullable().default(null),
  /** Base of the Support Resources pages and protocol index documents; null: those links are not shown. */
  supportResourcesUrl: z.string().nullable().default(null),
  /** Messages of the light-blue banners above and below the app; null: no banner of that kind. */
  topBanner: z.string().nullable().default(null),
  bottomBanner: z.string().nullable().default(null),
  /** The canonical base of Triage Desk's FHIR code systems, Questionnaires and call identifier (no trailing slash). */
  fhirCanonicalBase: z.string().default('https://triagedesk.example/fhir'),
  /** Why handouts cannot be e-mailed on this deployment (no SMTP set up); null: the e-mail channel works (ADR 0046). */
  handoutEmailUnavailable: z.string().nullable().default('E-mail is not set up on this server.'),
  /** Why handouts cannot be texted on this deployment (no SMS provider set up); null: the text channel works (ADR 0051). */
  handoutTextUnavailable: z.string().nullable().default('Text messages are not set up on this server.'),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const APP_CONFIG_META_NAME = 'app-config';
export const DEMO_CONTENT_LABEL = 'Demo content — not for clinical use';

export const DEFAULT_APP_CONFIG: AppConfig = {
  productName: 'Triage Desk',
  supportPhone: '1-800-555-0199',
  supportEmail: 'support@triagedesk.example',
  copyright: {
    pediatric: 'Pediatric demo protocols © 2026 Triage Desk. Demo content — not for clinical use.',
    adult: 'Adult demo protocols © 2026 Triage Desk. Demo content — not for clinical use.',
    product: '© 2026 Triage Desk. All rights reserved.',
  },
  demoContentLabel: DEMO_CONTENT_LABEL,
  clinicalUsersGuideUrl: null,
  supportResourcesUrl: null,
  topBanner: null,
  bottomBanner: null,
  fhirCanonicalBase: 'https://triagedesk.example/fhir',
  handoutEmailUnavailable: 'E-mail is not set up on this server.',
  handoutTextUnavailable: 'Text messages are not set up on this server.',
};
