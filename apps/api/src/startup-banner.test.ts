import { describe, expect, it } from 'vitest';
import { describeDatabase, startupBanner } from './startup-banner.js';

describe('the startup banner', () => {
  it('says where the product is, its docs, the demo accounts and their password, the database and mail', () => {
    const banner = startupBanner(
      { publicUrl: 'http://localhost:3000', databaseUrl: undefined, dataDir: './.data' },
      ['ada.lovelace@tiles.test', 'admin@tiles.test'],
      '.eml files in /srv/tiles/.data/outbox',
    );
    expect(banner).toContain('Tiles Learn is running at http://localhost:3000\n');
    expect(banner).toContain('API docs:       http://localhost:3000/api/docs');
    expect(banner).toContain('Demo accounts:  ada.lovelace@tiles.test, admin@tiles.test');
    expect(banner).toContain('Their password: tiles-demo-2026');
    expect(banner).toContain('add the key KRUWYZLTMRSW233T to any authenticator app');
    expect(banner).toContain('!! The README publishes this password');
    expect(banner).toContain(
      "LRS (xAPI):     http://localhost:3000/xapi/ with the demo client's key demo-lrs and secret tiles-demo-lrs-2026",
    );
    expect(banner).toContain('Database:       embedded PGlite in ./.data');
    expect(banner).toContain('Mail:           .eml files in /srv/tiles/.data/outbox');
  });

  it('names no password without demo accounts, and never the database password', () => {
    const banner = startupBanner(
      { publicUrl: 'https://learn.example/', databaseUrl: 'postgres://tiles:secret@db.internal:6432/tiles', dataDir: 'x' },
      [],
      'SMTP mail.example:587',
    );
    expect(banner).not.toContain('tiles-demo-2026');
    expect(banner).not.toContain('secret');
    expect(describeDatabase({ databaseUrl: 'postgres://tiles:secret@db.internal:6432/tiles', dataDir: 'x' })).toBe(
      'PostgreSQL at db.internal:6432/tiles',
    );
  });

  it('shows the first administrator their one-time link, or how to get one', () => {
    const config = { publicUrl: 'https://learn.example', databaseUrl: 'postgres://db.internal/tiles', dataDir: 'x' };
    const link = 'https://learn.example/it-IT/invito/abc';
    expect(startupBanner(config, [], 'SMTP', { state: 'invited', email: 'owner@example.org', link })).toContain(
      `Administrator:  owner@example.org sets a password once at ${link}`,
    );
    expect(startupBanner(config, [], 'SMTP', { state: 'missing' })).toContain('set ADMIN_EMAIL=you@example.org');
    expect(startupBanner(config, [], 'SMTP', { state: 'present' })).not.toContain('Administrator:');
    expect(startupBanner(config, [], 'SMTP', { state: 'present' })).not.toContain('!!');
  });
});
