import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoilerplateEntry } from '@tiles/contracts';
import { createTranslator, I18nProvider, useText } from './i18n-context';

const boilerplate: BoilerplateEntry[] = [
  { key: 'home.title', translations: { 'it-IT': 'Benvenut[gender:o,a,ə] su [name]', 'en-GB': 'Welcome to [name]' } },
  { key: 'nav.home', translations: { 'it-IT': 'Home' } },
];

describe('createTranslator', () => {
  it('renders the text of the locale with its placeholders and gender', () => {
    const t = createTranslator(boilerplate, 'it-IT', 'it-IT', 'f');
    expect(t('home.title', { name: 'Tiles' })).toBe('Benvenuta su Tiles');
  });

  it('falls back to the fallback locale, then to the key', () => {
    const t = createTranslator(boilerplate, 'de-DE', 'it-IT', 'm');
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.profile')).toBe('nav.profile');
  });
});

const Title = () => <h1>{useText()('home.title', { name: 'Tiles' })}</h1>;

describe('I18nProvider', () => {
  it('gives components the texts of the locale and the learner gender', () => {
    render(
      <I18nProvider locale="it-IT" fallbackLocale="it-IT" boilerplate={boilerplate} gender="neutro">
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Benvenutə su Tiles');
  });

  it('defaults the gender to m', () => {
    render(
      <I18nProvider locale="it-IT" fallbackLocale="it-IT" boilerplate={boilerplate} gender={undefined}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Benvenuto su Tiles');
  });

  it('fails loudly when used outside the provider', () => {
    expect(() => render(<Title />)).toThrow(/I18nProvider/);
  });
});
