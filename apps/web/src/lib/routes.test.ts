import { mainTabOfPath } from '@triage/core';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.ts';

describe('the route paths', () => {
  it("put every route of a main tab where core's mainTabOfPath puts it", () => {
    for (const path of Object.values(ROUTES.protocols)) expect(mainTabOfPath(path)).toBe('protocols');
    for (const path of Object.values(ROUTES.triage)) expect(mainTabOfPath(path)).toBe('triage');
    for (const path of Object.values(ROUTES.plan)) expect(mainTabOfPath(path)).toBe('plan');
  });

  it('keeps the Protocols sections under the Protocols route and every path distinct', () => {
    const sections = Object.values(ROUTES.protocols).filter((path) => path !== ROUTES.protocols.criteria);
    for (const path of sections) expect(path.startsWith(`${ROUTES.protocols.criteria}/`)).toBe(true);
    const all = [
      ROUTES.home,
      ROUTES.login,
      ROUTES.organizationLogin,
      ROUTES.oidcCallback,
      ROUTES.logout,
      ROUTES.ssoLogin,
      ...Object.values(ROUTES.protocols),
      ...Object.values(ROUTES.triage),
      ...Object.values(ROUTES.plan),
      ...Object.values(ROUTES.admin),
    ];
    expect(new Set(all).size).toBe(all.length);
  });
});
