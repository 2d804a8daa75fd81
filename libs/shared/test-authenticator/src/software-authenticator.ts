import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

/**
 * A passkey authenticator in software, as the WebAuthn spec (Level 3, 6.1 and 6.5) has one answer: a P-256 key pair
 * per credential, authenticator data with the flags and signature counter, "none" attestation, and assertions signed
 * over the authenticator data and the client data's hash. For api tests; the browser tests use Chromium's virtual
 * authenticator.
 */
export const createSoftwareAuthenticator = ({ origin, rpId, counts = true }: { origin: string; rpId: string; counts?: boolean }) => {
  const credentials = new Map<string, { privateKey: KeyObject; userHandle: string; counter: number }>();

  const authenticatorData = (counter: number, attested?: { id: Buffer; publicKey: KeyObject }) => {
    // User present and verified; attested credential data when making one.
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    const head = Buffer.concat([sha256(rpId), Buffer.from([flags]), Buffer.alloc(4)]);
    head.writeUInt32BE(counter, 33);
    if (!attested) return head;
    const jwk = attested.publicKey.export({ format: 'jwk' });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(attested.id.length);
    return Buffer.concat([head, Buffer.alloc(16), idLength, attested.id, Buffer.from(coseKey)]);
  };
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, from = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));

  return {
    /** A new credential for the creation options' challenge and user (RegistrationResponseJSON). */
    register(options: { challenge: string; user: { id: string } }, { from }: { from?: string } = {}) {
      const id = randomBytes(16);
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      credentials.set(b64url(id), { privateKey, userHandle: options.user.id, counter: 0 });
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(0, { id, publicKey })],
        ]) as never,
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, from)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** An assertion of a credential it holds for the request options' challenge (AuthenticationResponseJSON). */
    assert(credentialId: string, options: { challenge: string }, { from }: { from?: string } = {}) {
      const credential = credentials.get(credentialId);
      if (!credential) throw new Error(`the authenticator holds no credential ${credentialId}`);
      if (counts) credential.counter += 1;
      const data = authenticatorData(credential.counter);
      const client = clientData('webauthn.get', options.challenge, from);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), credential.privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
};
