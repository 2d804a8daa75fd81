import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, type NotifyMessage } from '@tiles/contracts-notifications';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@tiles/api-auth/demo-users';
import { PENDING_SIGN_IN_COOKIE } from '@tiles/api-auth/second-factor-routes';
import { totpCode } from '@tiles/test-authenticator/totp';
import { withPgClient } from '../test/test-app.js';

/**
 * Two api processes on one PostgreSQL and one Redis, behind HAProxy from Debian's packages, as an operator runs
 * them. Requests go through the balancer; a test pins one to an instance with `x-pin: a|b` (a balancer rule),
 * and the balancer says who answered in `x-instance`. Runs when PostgreSQL, Redis and haproxy are all there.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((candidate) => fs.existsSync(candidate));
const apiRoot = path.resolve(import.meta.dirname, '../..');
const shippedBalancerConfig = path.resolve(apiRoot, '../../deploy/haproxy.cfg');
const MINUTE = 60_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000) => {
  const giveUpAt = Date.now() + timeoutMs;
  while (Date.now() < giveUpAt) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe.skipIf(!serverUrl || !redisUrl || !haproxy)('two api instances behind HAProxy (PostgreSQL, Redis)', () => {
  const databaseName = `tiles_cluster_${randomBytes(5).toString('hex')}`;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-cluster-'));
  const instances: Record<'a' | 'b', { port: number; process?: ChildProcess; log: string[] }> = {
    a: { port: 0, log: [] },
    b: { port: 0, log: [] },
  };
  let balancer: ChildProcess | undefined;
  let lb = '';
  let environment: NodeJS.ProcessEnv = {};

  const admin = <T>(work: (client: pg.Client) => Promise<T>, connectionString = serverUrl!) => withPgClient(connectionString, work);
  const databaseUrl = () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    return url.toString();
  };

  const healthy = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/site/sites/tiles`)).ok;

  const start = async (name: 'a' | 'b') => {
    const instance = instances[name];
    instance.process = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiRoot,
      env: { ...environment, PORT: String(instance.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    instance.process.stdout!.on('data', (chunk) => instance.log.push(String(chunk)));
    instance.process.stderr!.on('data', (chunk) => instance.log.push(String(chunk)));
    await waitFor(`instance ${name}`, () => healthy(instance.port));
  };
  /** SIGTERM, as a rolling restart sends it: the instance drains and writes what it holds, then exits. */
  const stop = async (name: 'a' | 'b') => {
    const child = instances[name].process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };

  type Call = { method?: string; path: string; pin?: 'a' | 'b'; cookie?: string; body?: unknown };
  const call = async ({ method = 'GET', path: target, pin, cookie, body }: Call) => {
    const headers: Record<string, string> = {};
    if (pin) headers['x-pin'] = pin;
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${lb}${target}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return {
      status: response.status,
      instance: response.headers.get('x-instance'),
      headers: response.headers,
      json: () => JSON.parse(text),
    };
  };
  const signIn = async (login: string, pin: 'a' | 'b') => {
    const response = await fetch(`${lb}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-pin': pin },
      body: JSON.stringify({ cu: login, cp: DEMO_PASSWORD }),
    });
    expect(response.headers.get('x-instance')).toBe(pin);
    if (response.status === 401) {
      // Staff: the demo's authenticator app, its code computed here as a phone would.
      const pending = response.headers.getSetCookie().find((entry) => entry.startsWith(`${PENDING_SIGN_IN_COOKIE}=`))!;
      const proved = await fetch(`${lb}/api/auth/second-factor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pin': pin, cookie: pending.split(';')[0]! },
        body: JSON.stringify({ code: await totpCode(DEMO_TOTP_SECRET) }),
      });
      expect(proved.status).toBe(200);
      return proved.headers
        .getSetCookie()
        .find((entry) => entry.startsWith('t-ssid='))!
        .split(';')[0]!;
    }
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith('t-ssid='))!;
    return cookie.split(';')[0]!;
  };
  const advanceClocks = async (ms: number) => {
    for (const pin of ['a', 'b'] as const)
      expect((await call({ method: 'PUT', path: '/api/test/clock', pin, body: { advanceMs: ms } })).status).toBe(200);
  };

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
    instances.a.port = await freePort();
    instances.b.port = await freePort();
    const lbPort = await freePort();
    lb = `http://127.0.0.1:${lbPort}`;
    environment = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(),
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${databaseName}:`,
      TRUST_PROXY: '127.0.0.1',
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_ENV: 'development',
      TEST_CLOCK: '1',
      DEMO_DATA: '1',
      DEMO_HISTORY: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(workDir, 'no-web-build'),
      BUILD_POLL_INTERVAL_MS: '0',
    };
    // The first instance migrates and seeds; the second finds the database ready.
    await start('a');
    await start('b');
    // The shipped configuration, plus what only the test needs: who answered (x-instance), a pin to one instance
    // (x-pin), and quicker health checks.
    const config = fs
      .readFileSync(shippedBalancerConfig, 'utf8')
      .replace('  default_backend apis', '  http-response set-header x-instance %s\n  default_backend apis')
      .replace(
        '  option httpchk GET /api/site/sites/tiles',
        '  option httpchk GET /api/site/sites/tiles\n  use-server a if { req.hdr(x-pin) -m str a }\n  use-server b if { req.hdr(x-pin) -m str b }',
      )
      .replaceAll('check inter 1s', 'check inter 300');
    const balancerEnvironment = {
      ...process.env,
      LISTEN: `127.0.0.1:${lbPort}`,
      API_A: `127.0.0.1:${instances.a.port}`,
      API_B: `127.0.0.1:${instances.b.port}`,
    };
    const configPath = path.join(workDir, 'haproxy.cfg');
    fs.writeFileSync(configPath, `${config}\n`);
    const checked = spawnSync(haproxy!, ['-c', '-f', configPath], { encoding: 'utf8', env: balancerEnvironment });
    expect(checked.status, checked.stderr).toBe(0);
    balancer = spawn(haproxy!, ['-db', '-f', configPath], { stdio: 'ignore', env: balancerEnvironment });
    await waitFor('the balancer', async () => (await fetch(`${lb}/api/site/sites/tiles`)).ok);
  }, 120_000);

  afterAll(async () => {
    balancer?.kill('SIGTERM');
    await Promise.all([stop('a'), stop('b')]);
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    fs.rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  it("believes no client's X-Forwarded-Host: a forged one opens neither the cross-site check nor the socket", async () => {
    const cookie = await signIn('leonardo@tiles.test', 'a');
    const forged = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' };
    const change = await fetch(`${lb}/api/auth/mode`, {
      method: 'PUT',
      headers: { ...forged, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'user' }),
    });
    expect(change.status).toBe(403);
    // The balancer's own X-Forwarded-Host (the Host the browser used) is believed: the same call from the page works.
    const own = await fetch(`${lb}/api/auth/mode`, {
      method: 'PUT',
      headers: { origin: lb, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'user' }),
    });
    expect(own.status).toBe(200);
    const socket: Socket = connectClient(lb, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { ...forged, cookie },
    });
    const refused = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(false));
      socket.once('connect_error', () => resolve(true));
    });
    socket.close();
    expect(refused).toBe(true);
  });

  it('refuses a session ended on one instance at the very next request to the other, which kept it', async () => {
    for (let round = 0; round < 10; round += 1) {
      const cookie = await signIn('emmy.noether@tiles.test', 'a');
      // Resolved twice on b: the second answer comes from what b keeps.
      for (let ask = 0; ask < 2; ask += 1)
        expect(await call({ path: '/api/auth/user', pin: 'b', cookie })).toMatchObject({ status: 200, instance: 'b' });
      const logout = await call({ method: 'POST', path: '/api/auth/logout', pin: 'a', cookie, body: {} });
      expect(logout.status).toBeLessThan(300);
      expect(await call({ path: '/api/auth/user', pin: 'b', cookie }), `round ${round}`).toMatchObject({ status: 401, instance: 'b' });
    }
  });

  it('signs in on one instance, studies and gets stats and a live push through the other', async () => {
    const learner = 'ipazia@tiles.test';
    const cookie = await signIn(learner, 'a');
    const user = await call({ path: '/api/auth/user', pin: 'b', cookie });
    expect(user).toMatchObject({ status: 200, instance: 'b' });
    const userId = user.json().outcome._id as string;

    const socket: Socket = connectClient(lb, { path: SOCKET_PATH, transports: ['websocket'], extraHeaders: { cookie, 'x-pin': 'b' } });
    const received: NotifyMessage[] = [];
    socket.on('notify', (message: NotifyMessage) => received.push(message));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('connect', () => socket.emit('create-room', userId, () => resolve()));
    });

    // An hour on a session page, through instance a: the first level of the category is 60 XP (1 a minute).
    expect((await call({ method: 'POST', path: '/api/lms/courses/1/enrolment', pin: 'a', cookie, body: {} })).status).toBeLessThan(300);
    const identity = `tab-${randomUUID()}`;
    const page = '/it-IT/course/session/1/1/1';
    const hit = (ms: number) =>
      call({
        method: 'POST',
        path: '/api/event/hit',
        pin: 'a',
        cookie,
        body: {
          clientId: randomUUID(),
          ua: 'cluster-test',
          identity,
          origin: 'web',
          subject: { id: page, meta: [{ field: 'ms', value: ms }] },
          course: 1,
          module: 1,
          session: 1,
        },
      });
    expect((await hit(0)).status).toBe(202);
    for (let step = 0; step < 7; step += 1) {
      await advanceClocks(10 * MINUTE);
      expect((await hit(10 * MINUTE)).status).toBe(202);
    }
    await waitFor(
      'the game push on instance b',
      async () => received.some((message) => message.notification.type.startsWith('game.')),
      20_000,
    );

    // The hits are written in batches: the statistics through instance b show the hour once the last batch is in.
    let studied = 0;
    await waitFor(
      'the hour in the statistics on instance b',
      async () => {
        const stats = await call({ path: '/api/stats', pin: 'b', cookie });
        expect(stats).toMatchObject({ status: 200, instance: 'b' });
        studied = stats.json().outcome.data.totalTimeSpent;
        return studied >= 60 * MINUTE;
      },
      20_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}: ${studied} ms`);
    });
    socket.close();
  }, 90_000);

  it('shares sign-in limits: 5 wrong passwords spread over both instances lock the account from that address', async () => {
    const served = new Set<string | null>();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await call({ method: 'POST', path: '/api/auth/login', body: { cu: 'leonardo@tiles.test', cp: `guess-${attempt}` } });
      expect(response.status).toBe(401);
      served.add(response.instance);
    }
    expect(served).toEqual(new Set(['a', 'b']));
    for (const pin of ['a', 'b'] as const) {
      const blocked = await call({ method: 'POST', path: '/api/auth/login', pin, body: { cu: 'leonardo@tiles.test', cp: DEMO_PASSWORD } });
      expect(blocked.status).toBe(429);
    }
  });

  it('loses no accepted hit and no notification across a rolling restart of both instances', async () => {
    const cookie = await signIn('alan.turing@tiles.test', 'b');
    const userId = (await call({ path: '/api/auth/user', cookie })).json().outcome._id as string;
    const socket: Socket = connectClient(lb, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    socket.on('connect', () => socket.emit('create-room', userId, () => undefined));
    const received = new Set<string>();
    socket.on('notify', (message: NotifyMessage) => received.add(message.notification.title));
    await waitFor('the socket', async () => socket.connected);

    const identity = `restart-${randomUUID()}`;
    const storedHits = () =>
      admin(
        async (client) => (await client.query('select count(*)::int as n from hits where identity = $1', [identity])).rows[0].n as number,
        databaseUrl(),
      );
    const accepted: string[] = [];
    let refused = 0;
    let sending = true;
    const sender = (async () => {
      while (sending) {
        const clientId = randomUUID();
        const response = await call({
          method: 'POST',
          path: '/api/event/hit',
          cookie,
          body: {
            clientId,
            ua: 'cluster-test',
            identity,
            origin: 'web',
            subject: { id: '/it-IT/catalogue', meta: [{ field: 'ms', value: 1_000 }] },
          },
        }).catch(() => undefined);
        if (response?.status === 202) accepted.push(clientId);
        else refused += 1;
      }
    })();

    // An administrator sends a notification before, during and after each instance's restart.
    const adminCookie = await signIn('admin@tiles.test', 'a');
    expect((await call({ method: 'PUT', path: '/api/auth/mode', cookie: adminCookie, body: { mode: 'admin' } })).status).toBe(200);
    const sent: string[] = [];
    const notify = async (title: string) => {
      const response = await call({
        method: 'POST',
        path: '/api/notifications',
        cookie: adminCookie,
        body: { to: userId, title, body: 'rolling restart' },
      });
      if (response.status < 300) sent.push(title);
    };
    for (const name of ['a', 'b'] as const) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await notify(`before ${name} stops`);
      await stop(name);
      await notify(`while ${name} is down`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await start(name);
      await notify(`after ${name} is back`);
      await waitFor(
        `the balancer to see ${name} again`,
        async () => (await call({ path: '/api/site/sites/tiles', pin: name })).instance === name,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    sending = false;
    await sender;

    expect(accepted.length).toBeGreaterThan(50);
    await waitFor(
      'every accepted hit in the database',
      async () => {
        return (await storedHits()) >= accepted.length;
      },
      15_000,
    );
    expect(await storedHits()).toBe(accepted.length);
    process.stdout.write(
      `rolling restart: ${accepted.length} hits accepted and stored, ${refused} refused (the client resends those)` + '\n',
    );

    // The socket came back by itself and hears what is sent now; what it missed while reconnecting is in the list.
    await waitFor('the socket to reconnect', async () => socket.connected, 20_000);
    await notify('after the restart');
    await waitFor('the push after the restart', async () => received.has('after the restart'), 10_000);
    expect(sent).toHaveLength(7);
    const listed = (await call({ path: '/api/notifications?limit=100', cookie }))
      .json()
      .outcome.map((notification: { title: string }) => notification.title);
    expect(listed).toEqual(expect.arrayContaining(sent));
    process.stdout.write(
      `rolling restart: ${sent.length} notifications sent, ${[...received].length} arrived live, all ${sent.length} in the list` + '\n',
    );
    socket.close();
  }, 120_000);
});
