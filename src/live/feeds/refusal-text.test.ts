import { describe, expect, it } from 'vitest';
import { describeRefusal } from './refusal-text';

describe('describeRefusal', () => {
  it('says a refused feed token is a tier matter, in words', () => {
    expect(describeRefusal('ws_token_403')).toMatch(/ULTRA/);
  });

  it('never puts a raw code on screen', () => {
    expect(describeRefusal('weird_code_9: details')).toBe(
      'The live feed was refused; scores refresh by polling instead.',
    );
    expect(describeRefusal(null)).not.toMatch(/null/);
  });
});
