import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonResponse, TestShell } from '@tiles/auth/testing';
import { SiteContext } from '@tiles/site';
import { TEST_SITE } from '@tiles/web-testing';
import { Cmi5Import } from './cmi5-import';

const renderImport = () =>
  render(
    <TestShell store={createTestStore()} path="/en-GB/admin/drafts">
      <SiteContext.Provider value={{ site: TEST_SITE, locales: [], categories: [], levels: [], badges: [], locale: 'en-GB' } as never}>
        <Cmi5Import />
      </SiteContext.Provider>
    </TestShell>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('importing a cmi5 course', () => {
  it('asks for a file, shows the refusal beside the field, then imports and leads to the course', async () => {
    const bodies: { fileName: string; content: string }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = JSON.parse(await request.text()) as { fileName: string; content: string };
      bodies.push(body);
      return bodies.length === 1
        ? jsonResponse(400, {
            statusCode: 400,
            error: 'Bad Request',
            code: 'validation',
            message: 'body.content: cmi5.xml is not a valid cmi5 course package: cmi5.xml line 10: moveOn must be one of …',
          })
        : jsonResponse(201, { outcome: { courseId: 12, slug: 'vulcani', modules: 1, sessions: 2, files: 3 } });
    });
    renderImport();
    await userEvent.click(screen.getByRole('button', { name: 'cmi5Import.submit' }));
    expect(screen.getByLabelText('cmi5Import.file')).toHaveAccessibleDescription('cmi5Import.fileRequired');
    expect(bodies).toEqual([]);

    const xml = '<courseStructure/>';
    await userEvent.upload(screen.getByLabelText('cmi5Import.file'), new File([xml], 'cmi5.xml', { type: 'text/xml' }));
    await userEvent.click(screen.getByRole('button', { name: 'cmi5Import.submit' }));
    expect(await screen.findByText(/line 10: moveOn must be one of/)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ fileName: 'cmi5.xml', content: btoa(xml) });

    await userEvent.click(screen.getByRole('button', { name: 'cmi5Import.submit' }));
    expect(await screen.findByRole('link', { name: 'cmi5Import.open' })).toHaveAttribute('href', '/en-GB/course/12/vulcani');
    expect(screen.getByLabelText('cmi5Import.file')).not.toHaveAttribute('aria-invalid');
  });
});
