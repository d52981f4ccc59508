import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicAppConfig } from './config.ts';

describe('configuration', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.PRODUCT_NAME).toBe('Triage Desk');
  });

  it('lists every bad key, not just the first', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope', TRUST_PROXY: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'DATABASE_URL', 'SUPPORT_EMAIL', 'TRUST_PROXY']) expect(problems).toContain(key);
  });

  it('reads booleans and versions from their text forms', () => {
    const config = loadConfig({ TRUST_PROXY: 'true', LATEST_CLIENT_VERSION: '1.2.3', MINIMUM_CLIENT_VERSION: '1.0.0' });
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.LATEST_CLIENT_VERSION).toBe('1.2.3');
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['21', '10.0.0.300', '10.0.0.0/33', 'proxy.example.org', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('hands the web app the links and banners it is given, and no placeholder link by default', () => {
    expect(publicAppConfig(loadConfig({}))).toMatchObject({
      clinicalUsersGuideUrl: null,
      supportResourcesUrl: null,
      topBanner: null,
      bottomBanner: null,
    });
    const config = loadConfig({
      CLINICAL_USERS_GUIDE_URL: 'https://guide.example.org/request',
      SUPPORT_RESOURCES_URL: 'https://help.example.org/',
      TOP_BANNER: 'Training environment',
      BOTTOM_BANNER: 'Call the clinical lead on 5555 for escalations',
    });
    expect(publicAppConfig(config)).toMatchObject({
      clinicalUsersGuideUrl: 'https://guide.example.org/request',
      supportResourcesUrl: 'https://help.example.org',
      topBanner: 'Training environment',
      bottomBanner: 'Call the clinical lead on 5555 for escalations',
    });
  });

  it('refuses a link that is not https', () => {
    expect(() => loadConfig({ CLINICAL_USERS_GUIDE_URL: 'http://guide.example.org' })).toThrow(ConfigError);
    expect(() => loadConfig({ SUPPORT_RESOURCES_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });

  it('offers handouts by e-mail and by text only when set up, and says what is missing otherwise', () => {
    expect(publicAppConfig(loadConfig({}))).toMatchObject({
      handoutEmailUnavailable: 'E-mail is not set up on this server (SMTP_HOST, SMTP_FROM, PUBLIC_URL not configured).',
      handoutTextUnavailable:
        'Text messages are not set up on this server (SMS_PROVIDER, SMS_ACCOUNT, SMS_AUTH_TOKEN, SMS_FROM, PUBLIC_URL not configured).',
    });
    const sms = {
      SMS_PROVIDER: 'twilio',
      SMS_ACCOUNT: `AC${'0f'.repeat(16)}`,
      SMS_AUTH_TOKEN: 'secret',
      SMS_FROM: '+15550100199',
    };
    expect(publicAppConfig(loadConfig(sms)).handoutTextUnavailable).toBe(
      'Text messages are not set up on this server (PUBLIC_URL not configured).',
    );
    const config = loadConfig({
      ...sms,
      PUBLIC_URL: 'https://triage.example.org/',
      SMTP_HOST: 'smtp.example.org',
      SMTP_FROM: 'handouts@practice.example',
    });
    expect(publicAppConfig(config)).toMatchObject({ handoutEmailUnavailable: null, handoutTextUnavailable: null });
    expect(config.SMS_API_URL).toBe('https://api.twilio.com');
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_ACCOUNT: 'AC123' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_FROM: '555-0100' })).toThrow(ConfigError);
  });
});
