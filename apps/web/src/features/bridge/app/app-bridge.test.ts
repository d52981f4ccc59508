import { describe, expect, it } from 'vitest';
import { plainText } from './app-commands.ts';
import { bridgeTabOf, scriptAsGuidance } from './ui-events.ts';

describe('the texts and tabs the app sends to the host', () => {
  it('turns content HTML into plain text', () => {
    expect(plainText('<p>Severe <b>chest</b> pain &amp; sweating?</p>')).toBe('Severe chest pain & sweating?');
    expect(plainText('No markup')).toBe('No markup');
  });

  it('turns a disposition script into plain-text guidance, one line per paragraph', () => {
    expect(scriptAsGuidance('**Call 911 Now**\n* Hang up and call 911.\n\n*Start CPR if you know how.*')).toBe(
      'Call 911 Now\nHang up and call 911.\nStart CPR if you know how.',
    );
  });

  it('names the main tab of a route as the host API does', () => {
    expect(bridgeTabOf('/protocols')).toBe('search');
    expect(bridgeTabOf('/protocols/criteria')).toBe('search');
    expect(bridgeTabOf('/triage/questions')).toBe('triage');
    expect(bridgeTabOf('/plan/education')).toBe('plan');
    expect(bridgeTabOf('/triageish')).toBe('search');
  });
});
