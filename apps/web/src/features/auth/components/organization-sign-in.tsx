/**
 * "Sign in with <organization>" (ADR 0049): on the organization's login page (/login/<slug>), the
 * server starts a sign-in at the organization's identity provider and the browser goes there.
 */
import type { OidcLoginPage } from '@triage/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { organizationLoginPage, startOrganizationSignIn } from '../api/oidc.ts';

interface OrganizationState {
  page: OidcLoginPage | null;
  failure: string | null;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Sign-in with your organization is not available.';

/** What the organization's login page offers (null while loading, or without a slug). */
export function useOrganizationLoginPage(slug: string | undefined): OrganizationState {
  const [state, setState] = useState<OrganizationState>({ page: null, failure: null });
  useEffect(() => {
    if (!slug) return;
    let isCurrent = true;
    organizationLoginPage(slug).then(
      (page) => isCurrent && setState({ page, failure: null }),
      (error: unknown) => isCurrent && setState({ page: null, failure: messageOf(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [slug]);
  return state;
}

export function OrganizationSignIn({ slug, state }: { slug: string; state: OrganizationState }) {
  const [isLeaving, setIsLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? state.failure;

  async function start() {
    setIsLeaving(true);
    setFailure(null);
    try {
      window.location.assign(await startOrganizationSignIn(slug));
    } catch (error) {
      setFailure(messageOf(error));
      setIsLeaving(false);
    }
  }

  return (
    <div className="mb-4 flex flex-col gap-3 rounded-[var(--radius-app)] bg-white p-6 shadow-md">
      {shown ? (
        <p
          role="alert"
          className="rounded-[var(--radius-app)] border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {shown}
        </p>
      ) : null}
      {state.page ? (
        <Button type="button" disabled={isLeaving} className="w-full py-2.5" onClick={() => void start()}>
          Sign in with {state.page.organization}
        </Button>
      ) : null}
    </div>
  );
}
