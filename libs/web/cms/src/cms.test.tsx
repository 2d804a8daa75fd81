import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonResponse, TestShell } from '@tiles/auth/testing';
import type { TextEntry } from '@tiles/contracts-cms';
import { SiteContext } from '@tiles/site';
import { fieldErrorOf } from './field-error';
import { TextsPage } from './texts-page';
import { TEST_SITE } from '@tiles/web-testing';

afterEach(() => vi.unstubAllGlobals());

describe('fieldErrorOf', () => {
  it('finds the field a 400 names, and nothing in other failures', () => {
    const error = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'validation',
      message: 'body.translations.de-DE: placeholder [name] is missing',
    };
    expect(fieldErrorOf(error)).toEqual({ field: 'translations.de-DE', message: 'placeholder [name] is missing' });
    expect(fieldErrorOf({ ...error, message: 'querystring.q: too long' })).toBeNull();
    expect(fieldErrorOf({ ...error, statusCode: 404 })).toBeNull();
    expect(fieldErrorOf(new Error('offline'))).toBeNull();
  });
});

describe('interface texts page', () => {
  const site = TEST_SITE;
  const greeting: TextEntry = {
    key: 'home.welcome',
    published: { 'it-IT': '[gender:Benvenuto,Benvenuta,Benvenutə] [name]', 'en-GB': 'Welcome [name]' },
    draft: null,
    needsReview: [],
    missing: ['de-DE'],
  };

  const serve = () => {
    const saved: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'PUT') {
        const body = (await request.json()) as { translations: Record<string, string> };
        saved.push(body);
        if (!body.translations['de-DE']?.includes('[name]')) {
          return jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            code: 'validation',
            message: 'body.translations.de-DE: placeholder [name] is missing (the it-IT source has it)',
          });
        }
        return jsonResponse(200, { outcome: { ...greeting, draft: body.translations, missing: [] } });
      }
      if (url.pathname === '/api/admin/texts') return jsonResponse(200, { outcome: [greeting] });
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', code: 'not-found', message: url.pathname });
    });
    render(
      <TestShell store={createTestStore()} path="/en-GB/admin/texts">
        <SiteContext.Provider value={{ site, locales: [], categories: [], levels: [], badges: [], locale: 'en-GB' } as never}>
          <TextsPage />
        </SiteContext.Provider>
      </TestShell>,
    );
    return saved;
  };

  it('marks a missing translation, previews the three genders, and shows a placeholder error beside its field', async () => {
    const saved = serve();
    const user = userEvent.setup();
    expect(await screen.findByText(/texts.missing/)).toHaveTextContent('de-DE');
    await user.click(screen.getByRole('button', { name: 'texts.edit' }));

    const preview = screen.getByRole('region', { name: 'texts.preview' });
    // The reader's locale is en-GB: its text is previewed, for m, f and n alike here.
    expect(preview).toHaveTextContent('Welcome Ada');
    await user.clear(screen.getByRole('textbox', { name: 'en-GB' }));
    await user.type(screen.getByRole('textbox', { name: 'en-GB' }), 'Hi');
    await user.clear(screen.getByRole('textbox', { name: 'texts.source' }));
    await user.type(screen.getByRole('textbox', { name: 'texts.source' }), 'Ciao');
    expect(preview).toHaveTextContent('Hi');

    await user.type(screen.getByRole('textbox', { name: 'de-DE' }), 'Hallo');
    const german = screen.getByRole('textbox', { name: 'de-DE' });
    await user.click(screen.getByRole('button', { name: 'cms.saveDraft' }));
    await waitFor(() => expect(german).toHaveAttribute('aria-invalid', 'true'));
    // The error describes the field; it does not rename it.
    expect(german).toHaveAccessibleName('de-DE');
    expect(german).toHaveAccessibleDescription('placeholder [name] is missing (the it-IT source has it)');
    expect(saved).toEqual([{ translations: { 'it-IT': 'Ciao', 'en-GB': 'Hi', 'de-DE': 'Hallo' }, reviewed: [] }]);
  });
});
