/**
 * The admin console's routes (ROUTES.admin), rendered under `/admin/*` from its own chunk: the
 * sign-in page, the invitation page, and behind RequireAdmin the console frame with its pages.
 */
import { Route, Routes } from 'react-router';
import { LiveSessionsPage } from './access/live-sessions-page.tsx';
import { LocationsPage } from './access/locations-page.tsx';
import { SharedPasswordPage } from './access/shared-password-page.tsx';
import { SsoLinksPage } from './access/sso-links-page.tsx';
import { SubscriptionsPage } from './access/subscriptions-page.tsx';
import { AdminConsole, AdminHome, RequireAdmin } from './components/admin-console.tsx';
import { AdminSignInPage } from './components/admin-sign-in-page.tsx';
import { CustomizationPage } from './components/customization-page.tsx';
import { ReportsPage } from './components/reports-page.tsx';
import { CallNoteTemplatePage } from './content/call-note-template-page.tsx';
import { InstructionsPage } from './content/instructions-page.tsx';
import { ProtocolEditorPage } from './content/protocol-editor-page.tsx';
import { ProtocolTitlesPage } from './content/protocol-titles-page.tsx';
import { EhrConnectionsPage } from './ehr/ehr-connections-page.tsx';
import { IdentityProviderPage } from './identity/identity-provider-page.tsx';
import { AccountPage } from './people/account-page.tsx';
import { AdministratorsPage } from './people/administrators-page.tsx';
import { AuditPage } from './people/audit-page.tsx';
import { InvitationPage } from './people/invitation-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { ContentUpdatesPage } from './updates/content-updates-page.tsx';
import { ImportExportPage } from './updates/import-export-page.tsx';

/** Paths relative to /admin (the router's `/admin/*`). */
export function AdminApp() {
  return (
    <Routes>
      <Route path="sign-in" element={<AdminSignInPage />} />
      <Route path="invitation" element={<InvitationPage />} />
      <Route element={<RequireAdmin />}>
        <Route index element={<AdminHome />} />
        <Route path=":practiceId" element={<AdminConsole />}>
          <Route path="settings" element={<SettingsPage />} />
          <Route path="settings/call-note" element={<CallNoteTemplatePage />} />
          <Route path="settings/instructions" element={<InstructionsPage />} />
          <Route path="settings/ehr-connections" element={<EhrConnectionsPage />} />
          <Route path="settings/identity-provider" element={<IdentityProviderPage />} />
          <Route path="customization" element={<CustomizationPage />} />
          <Route path="customization/titles" element={<ProtocolTitlesPage />} />
          <Route path="customization/protocols" element={<ProtocolEditorPage />} />
          <Route path="customization/content-updates" element={<ContentUpdatesPage />} />
          <Route path="customization/import-export" element={<ImportExportPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="password" element={<SharedPasswordPage />} />
          <Route path="sessions" element={<LiveSessionsPage />} />
          <Route path="sso-links" element={<SsoLinksPage />} />
          <Route path="locations" element={<LocationsPage />} />
          <Route path="subscriptions" element={<SubscriptionsPage />} />
          <Route path="administrators" element={<AdministratorsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="account" element={<AccountPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
