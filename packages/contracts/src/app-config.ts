/**
 * Public configuration the server hands the web app in a meta tag of index.html (no request, no
 * inline script): product name, support contacts and the content owners' copyright lines.
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
};
