import { describe, expect, it } from 'vitest';
import { checkSmartConfiguration, PKCE_REFUSAL } from './discovery.ts';

const config = {
  issuer: 'https://auth.example',
  authorization_endpoint: 'https://auth.example/authorize',
  token_endpoint: 'https://auth.example/token',
  jwks_uri: 'https://auth.example/jwks',
};

describe('the SMART configuration a launch accepts', () => {
  it('takes the endpoints when PKCE S256 is offered and plain is not', () => {
    expect(checkSmartConfiguration({ ...config, code_challenge_methods_supported: ['S256'] })).toMatchObject({
      authorization_endpoint: 'https://auth.example/authorize',
      token_endpoint: 'https://auth.example/token',
    });
  });

  it('refuses plain, a missing method list, no S256, and missing endpoints', () => {
    for (const methods of [['S256', 'plain'], ['plain'], [], undefined]) {
      expect(() => checkSmartConfiguration({ ...config, code_challenge_methods_supported: methods })).toThrow(
        PKCE_REFUSAL,
      );
    }
    expect(() => checkSmartConfiguration({ code_challenge_methods_supported: ['S256'] })).toThrow(/endpoint/);
    expect(() => checkSmartConfiguration(null)).toThrow(/endpoint/);
  });
});
