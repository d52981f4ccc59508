import { describe, expect, it } from 'vitest';
import { mainTabOfPath } from './index.ts';

describe('mainTabOfPath', () => {
  it('puts /triage and its sub-routes in the Triage tab and /plan and its sub-routes in the Plan tab', () => {
    expect(mainTabOfPath('/triage')).toBe('triage');
    expect(mainTabOfPath('/triage/c-ssrs')).toBe('triage');
    expect(mainTabOfPath('/plan')).toBe('plan');
    expect(mainTabOfPath('/plan/medication')).toBe('plan');
  });

  it('puts every other path in the Protocols tab, including look-alike prefixes', () => {
    expect(mainTabOfPath('/protocols')).toBe('protocols');
    expect(mainTabOfPath('/protocols/first-aid')).toBe('protocols');
    expect(mainTabOfPath('/triageX')).toBe('protocols');
    expect(mainTabOfPath('/planning')).toBe('protocols');
    expect(mainTabOfPath('/')).toBe('protocols');
  });
});
