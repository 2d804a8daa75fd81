import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@tiles/web-testing';
import { courseLinkFor, coursePath, parseCourseId, progressPercent, sessionPath } from './course-path';
import { LazyVideo } from './session-screen';
import { TileRows } from './tile-rows';

const Shell = ({ children }: { children: ReactNode }) => <TestProviders>{children}</TestProviders>;

describe('course paths', () => {
  it.each([
    ['12', 12],
    ['12/roma-antica', 12],
    ['7/', 7],
    ['0', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['1e3', null],
  ])('reads the course id of %p as %p', (splat, id) => expect(parseCourseId(splat)).toBe(id));

  it('writes course and session paths', () => {
    expect(coursePath('it-IT', { _id: 3, slug: 'inglese' })).toBe('/it-IT/course/3/inglese');
    expect(sessionPath('de-DE', 3, { module: 2, session: 1 })).toBe('/de-DE/course/session/3/2/1');
  });

  it('leads visitors to the course’s public page, learners to the course', () => {
    expect(courseLinkFor('it-IT', { _id: 3, slug: 'inglese' }, true)).toBe('/it-IT/course/3/inglese');
    expect(courseLinkFor('it-IT', { _id: 3, slug: 'inglese' }, false)).toBe('/it-IT/corso/3/inglese');
  });

  it('rounds progress and copes with empty courses', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(9, 9)).toBe(100);
  });
});

describe('TileRows', () => {
  const rows = [
    {
      name: 'Module one',
      description: '45m',
      isExpired: false,
      tiles: [
        {
          key: '1.1',
          content: [
            { prefix: '1.1', lines: ['Welcome'] },
            { prefix: '12m', lines: ['Goal A', 'Goal B'] },
          ],
        },
        { key: '1.2', content: [{ prefix: '1.2', lines: ['Next steps'] }] },
      ],
    },
    { name: 'Old module', description: '', isExpired: true, tiles: [] },
  ];

  it('shows rows as headed sections, tiles with single and multiline content, and marks expired rows', () => {
    render(
      <Shell>
        <TileRows rows={rows} linkFor={(tile) => (tile.key === '1.1' ? '/en-GB/course/session/1/1/1' : undefined)} />
      </Shell>,
    );
    const first = screen.getByRole('region', { name: 'Module one' });
    expect(within(first).getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/en-GB/course/session/1/1/1');
    expect(within(first).getByText('Next steps').closest('[data-variant]')).toHaveAttribute('data-variant', 'single');
    expect(within(first).getByText('Goal A').closest('[data-variant]')).toHaveAttribute('data-variant', 'multiline');
    expect(screen.getByRole('region', { name: /Old module/ })).toHaveTextContent('course.rowExpired');
    expect(within(first).queryByText('course.rowExpired')).not.toBeInTheDocument();
  });
});

describe('LazyVideo', () => {
  it('loads no video until the learner asks for it', async () => {
    const { container } = render(
      <Shell>
        <LazyVideo video={{ src: '/media/welcome.webm', title: 'Welcome', poster: null }} />
      </Shell>,
    );
    expect(container.querySelector('video')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /session.playVideo/ }));
    expect(container.querySelector('video')).toHaveAttribute('src', '/media/welcome.webm');
  });
});
