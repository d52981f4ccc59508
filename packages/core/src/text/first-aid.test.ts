import { describe, expect, it } from 'vitest';
import { firstAidHtml, hasFirstAid } from './first-aid.ts';

describe('firstAidHtml', () => {
  it('removes the words FIRST AID with the colon that follows them', () => {
    expect(firstAidHtml('FIRST AID: Apply firm pressure for 10 minutes.')).toBe('Apply firm pressure for 10 minutes.');
  });

  it('drops an inline wrapper left empty by the removal', () => {
    expect(firstAidHtml('<p><b>FIRST AID:</b> Cool the burn</p>')).toBe('<p>Cool the burn</p>');
    expect(firstAidHtml('<p><strong class="x">FIRST&nbsp;AID</strong> Rest</p>')).toBe('<p>Rest</p>');
  });

  it('keeps first aid written in lower case inside a sentence', () => {
    expect(firstAidHtml('<p>Give first aid as below.</p>')).toBe('<p>Give first aid as below.</p>');
  });

  it('gives an empty string without first aid', () => {
    expect(firstAidHtml(null)).toBe('');
    expect(firstAidHtml(undefined)).toBe('');
  });

  it('shows the panel only when text remains after the removal', () => {
    expect(hasFirstAid('<p><b>FIRST AID:</b></p>')).toBe(false);
    expect(hasFirstAid('<p>Elevate the leg</p>')).toBe(true);
    expect(hasFirstAid(null)).toBe(false);
  });
});
