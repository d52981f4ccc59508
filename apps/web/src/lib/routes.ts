/**
 * Every route path of the app (spec section 2), in one typed object: the router declares its
 * routes from it, and every navigate, redirect and link goes to one of its paths. Which main tab a
 * path belongs to is core's rule (mainTabOfPath); lib/routes.test.ts keeps the two in step.
 */
export const ROUTES = {
  home: '/',
  login: '/login',
  /** An organization's login page: "Sign in with <organization>" through its identity provider (ADR 0049). */
  organizationLogin: '/login/:slug',
  /** Where the organization's identity provider sends the nurse back (the redirect URI it registers). */
  oidcCallback: '/oidc/callback',
  logout: '/logout',
  /** The SSO launch link. */
  ssoLogin: '/app/login/sso/:token',
  /** SMART App Launch: the launch URL and the redirect URL an EHR registers (docs/smart-on-fhir.md). */
  smartLaunch: '/smart/launch',
  smartCallback: '/smart/callback',
  protocols: {
    criteria: '/protocols',
    initialAssessment: '/protocols/initial-assessment',
    backgroundInfo: '/protocols/background-info',
    firstAid: '/protocols/first-aid',
    references: '/protocols/references',
  },
  triage: {
    root: '/triage',
    questions: '/triage/questions',
    columbia: '/triage/c-ssrs',
  },
  plan: {
    root: '/plan',
    education: '/plan/education',
    handouts: '/plan/handouts',
    medication: '/plan/medication',
    columbia: '/plan/c-ssrs',
  },
  /** The admin console (named administrators; its own chunks, docs/admin.md). */
  admin: {
    root: '/admin',
    signIn: '/admin/sign-in',
    settings: '/admin/:practiceId/settings',
    callNote: '/admin/:practiceId/settings/call-note',
    instructions: '/admin/:practiceId/settings/instructions',
    ehrConnections: '/admin/:practiceId/settings/ehr-connections',
    identityProvider: '/admin/:practiceId/settings/identity-provider',
    customization: '/admin/:practiceId/customization',
    titles: '/admin/:practiceId/customization/titles',
    protocols: '/admin/:practiceId/customization/protocols',
    contentUpdates: '/admin/:practiceId/customization/content-updates',
    importExport: '/admin/:practiceId/customization/import-export',
    reports: '/admin/:practiceId/reports',
    password: '/admin/:practiceId/password',
    sessions: '/admin/:practiceId/sessions',
    ssoLinks: '/admin/:practiceId/sso-links',
    locations: '/admin/:practiceId/locations',
    subscriptions: '/admin/:practiceId/subscriptions',
    administrators: '/admin/:practiceId/administrators',
    audit: '/admin/:practiceId/audit',
    account: '/admin/:practiceId/account',
    /** An invitation to become an administrator: its single-use code in the fragment (never sent in a request line). */
    invitation: '/admin/invitation',
  },
} as const;

export type AdminPage = Exclude<keyof typeof ROUTES.admin, 'root' | 'signIn' | 'invitation'>;

/** The path of one console page for one practice (by its Account ID). */
export function adminPath(page: AdminPage, practiceId: string): string {
  return ROUTES.admin[page].replace(':practiceId', encodeURIComponent(practiceId));
}
