import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonResponse, TestShell } from '@tiles/auth/testing';
import type { GroupSummary } from '@tiles/contracts-groups';
import { InviteForm } from './invite-form';

afterEach(() => vi.unstubAllGlobals());

const group = {
  id: '7d1c2a70-5b0e-4d4e-9d7e-2f7c7a1b9e01',
  name: 'Storia 3B',
  role: 'teacher',
} as GroupSummary;

const renderForm = () =>
  render(
    <TestShell store={createTestStore()} path="/en-GB/teach">
      <InviteForm group={group} />
    </TestShell>,
  );

describe('InviteForm', () => {
  it('lists the rows it could not invite by line, and keeps them in the field to correct', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      bodies.push(JSON.parse(await request.text()));
      return jsonResponse(200, {
        outcome: {
          invited: 1,
          problems: [{ line: 2, email: 'not-an-address', reason: 'notEmail', params: {}, message: 'not an address' }],
        },
      });
    });
    renderForm();
    const field = screen.getByLabelText('groups.invite.addresses');
    await userEvent.type(field, 'ada@tiles.test{enter}not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'groups.invite.submit' }));
    expect(await screen.findByText('groups.invite.done')).toBeInTheDocument();
    expect(bodies).toEqual([{ csv: 'ada@tiles.test\nnot-an-address' }]);
    expect(within(screen.getByRole('list', { name: 'groups.invite.problems' })).getAllByRole('listitem')).toHaveLength(1);
    expect(field).toHaveValue('ada@tiles.test\nnot-an-address');
  });

  it('says beside the form that the server is busy (503), lists nothing and keeps what was typed', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: 'busy' }),
    );
    renderForm();
    const field = screen.getByLabelText('groups.invite.addresses');
    await userEvent.type(field, 'ada@tiles.test');
    await userEvent.click(screen.getByRole('button', { name: 'groups.invite.submit' }));
    expect(await screen.findByText('groups.error')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'groups.invite.problems' })).not.toBeInTheDocument();
    expect(field).toHaveValue('ada@tiles.test');
    // Nothing was invited: the form is there to send again.
    expect(screen.getByRole('button', { name: 'groups.invite.submit' })).toBeEnabled();
  });

  it('names an empty field and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'groups.invite.submit' }));
    expect(screen.getByLabelText('groups.invite.addresses')).toHaveAccessibleDescription('validation.required');
    expect(fetch).not.toHaveBeenCalled();
  });
});
