import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '@tiles/web-testing';
import { EffortText } from './effort';

const renderEffort = (course: Parameters<typeof EffortText>[0]['course']) =>
  render(
    <TestProviders>
      <p data-testid="effort">
        <EffortText course={course} />
      </p>
    </TestProviders>,
  );

describe('EffortText', () => {
  it('says the learners’ median once enough completed the course', () => {
    renderEffort({ effort: { minutes: 150, basis: 'learners', learners: 7 }, sessionDurations: ['1h'] });
    expect(screen.getByTestId('effort')).toHaveTextContent('course.effort.learners');
  });

  it('labels the content’s length as an estimate until then', () => {
    renderEffort({ effort: { minutes: 60, basis: 'content', learners: 2 }, sessionDurations: ['1h'] });
    expect(screen.getByTestId('effort')).toHaveTextContent('course.effort.content');
  });

  it('falls back to the length for a copy kept from before estimates', () => {
    renderEffort({ sessionDurations: ['1h'] });
    expect(screen.getByTestId('effort')).toHaveTextContent('catalogue.duration');
  });
});
