import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/** A push message as the push service received it: its headers, the VAPID claims it proved, and the decrypted body. */
export type ReceivedPush = {
  device: string;
  headers: IncomingHttpHeaders;
  /** The claims of the VAPID token, verified with the key the request names (`k=`). */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
  payload: unknown;
};

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Decrypts an RFC 8291 `aes128gcm` body (RFC 8188 framing: salt, record size, the sender's public key, one
 * record) with the device's private key and authentication secret, as a browser does.
 */
export const decryptPushBody = (body: Buffer, device: { privateKey: ReturnType<typeof createECDH>; auth: Buffer }): Buffer => {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const receiverPublicKey = device.privateKey.getPublicKey();
  const sharedSecret = device.privateKey.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublicKey, senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return padded.subarray(0, end);
};

const verifyVapid = async (authorization: string | undefined) => {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) },
    decodeProtectedHeader(token).alg ?? 'ES256',
  );
  const { payload } = await jwtVerify(token, key);
  return { aud: String(payload.aud), sub: String(payload.sub), exp: Number(payload.exp), publicKey };
};

/**
 * A push service in the test's process, over plain http on 127.0.0.1 (allowed by WEB_PUSH_ALLOWED_ORIGINS in the
 * test's environment). `device()` makes a subscription as a browser would (its own P-256 key pair and secret);
 * what the api sends to it is checked (VAPID token) and decrypted with that device's keys. `answer` makes the
 * service answer a device's next requests with a status (a 410 for a device that unsubscribed, a 429, a 503).
 */
export const startPushService = async ({ port: listenOn = 0 }: { port?: number } = {}) => {
  const devices = new Map<string, { privateKey: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  const received: ReceivedPush[] = [];
  const refused: { device: string; status: number }[] = [];
  const problems: string[] = [];
  const waiters: Array<() => void> = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '');
      const answer = answers.get(device)?.shift();
      const finish = (status: number, headers: Record<string, string> = {}) => {
        response.writeHead(status, headers).end();
        for (const wake of waiters.splice(0)) wake();
      };
      if (answer) {
        refused.push({ device, status: answer.status });
        // A service that said the subscription is gone has deleted it: it answers 404 from then on.
        if (answer.status === 410) devices.delete(device);
        finish(answer.status, answer.headers);
        return;
      }
      const keys = devices.get(device);
      if (!keys || request.method !== 'POST') {
        refused.push({ device, status: 404 });
        finish(404);
        return;
      }
      verifyVapid(request.headers.authorization)
        .then((vapid) => {
          if (request.headers['content-encoding'] !== 'aes128gcm')
            throw new Error(`content-encoding ${request.headers['content-encoding']}`);
          const payload = JSON.parse(decryptPushBody(Buffer.concat(chunks), keys).toString('utf8')) as unknown;
          received.push({ device, headers: request.headers, vapid, payload });
          finish(201, { location: `/messages/${randomUUID()}` });
        })
        .catch((error: unknown) => {
          problems.push(error instanceof Error ? error.message : String(error));
          finish(400);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  const waitFor = async <T>(what: string, found: () => T | undefined, timeoutMs = 5_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms (problems: ${problems.join('; ') || 'none'})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };

  return {
    origin,
    received,
    refused,
    problems,
    /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
    device() {
      const id = randomUUID();
      const privateKey = createECDH('prime256v1');
      privateKey.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { privateKey, auth });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: base64url(privateKey.getPublicKey()), auth: base64url(auth) },
        },
      };
    },
    /** The device's next requests are answered with these statuses (and headers), in order. */
    answer(device: string, ...next: { status: number; headers?: Record<string, string> }[]) {
      answers.set(device, [...(answers.get(device) ?? []), ...next]);
    },
    /** Waits for the `count`-th message decrypted for a device and answers it. */
    next: (device: string, count = 1) =>
      waitFor(`no push message #${count} for ${device}`, () => received.filter((message) => message.device === device)[count - 1]),
    /** Waits for the `count`-th request the service refused for a device. */
    nextRefusal: (device: string, count = 1) =>
      waitFor(`no refused push #${count} for ${device}`, () => refused.filter((entry) => entry.device === device)[count - 1]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
