import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Menu, SegmentedControl, Switch } from './controls';
import { renderWithTheme } from './testing';

const Goal = ({ onChange }: { onChange: (value: number) => void }) => {
  const [value, setValue] = useState(10);
  return (
    <SegmentedControl
      legend="Daily goal"
      name="goal"
      options={[5, 10, 20].map((minutes) => ({ value: minutes, label: `${minutes} min` }))}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

describe('SegmentedControl', () => {
  it('is a labelled group of radios: a click or the arrow keys choose', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Goal onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Daily goal' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '10 min' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: '20 min' }));
    expect(onChange).toHaveBeenLastCalledWith(20);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith(10);
  });
});

describe('Switch', () => {
  it('is a switch named by its label that says its state', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Switch label="Reminders" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Reminders' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('Menu', () => {
  const renderMenu = () =>
    renderWithTheme(
      <>
        <Menu
          label="Share or download: Ninja"
          items={
            <li>
              <a href="/credential.json">JSON</a>
            </li>
          }
        >
          Share or download
        </Menu>
        <button type="button">elsewhere</button>
      </>,
    );

  it('opens its list from the button, closes on Escape and gives focus back', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Share or download: Ninja' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'JSON' })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'JSON' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'JSON' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the pointer goes elsewhere', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Share or download: Ninja' }));
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('link', { name: 'JSON' })).toBeNull();
  });
});
