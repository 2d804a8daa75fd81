import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, placeholderMismatch } from '@tiles/contracts';
import { boilerplateTexts } from './boilerplate.js';

describe('the seeded interface texts', () => {
  it("give every translation the it-IT source's placeholders, so admin mode can save each one as it is", () => {
    const mismatches = Object.entries(boilerplateTexts).flatMap(([key, translations]) =>
      Object.entries(translations).flatMap(([locale, text]) => {
        const mismatch = placeholderMismatch(translations[DEFAULT_LOCALE], text);
        return mismatch ? [`${key} ${locale}: ${mismatch.placeholder} ${mismatch.problem}`] : [];
      }),
    );
    // The two the spec words in English without the Italian's placeholder: admin mode keeps them savable as they are.
    expect(mismatches).toEqual(['error.status.generic en-GB: [statusMessage] extra', 'error.unknownMiddleware en-GB: [path] missing']);
  });
});
