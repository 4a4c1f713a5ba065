import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A tiny software authenticator for tests: ES256 keys from node:crypto, "none" attestation, a
// signature counter it keeps (and a test can set back, as a cloned authenticator would). It answers
// the options the server gives exactly as a browser's navigator.credentials would, in the JSON shape
// @simplewebauthn/browser sends, so the tests go through the real verification.

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

function cosePublicKey(privateKey: KeyObject): Uint8Array {
  const jwk = privateKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, counter: number, attested?: { id: Buffer; publicKey: Uint8Array }): Buffer {
  // User present, user verified, and attested credential data when registering.
  const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), count];
  if (attested) {
    const length = Buffer.alloc(2);
    length.writeUInt16BE(attested.id.length);
    parts.push(Buffer.alloc(16), length, attested.id, Buffer.from(attested.publicKey));
  }
  return Buffer.concat(parts);
}

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];
  /** The origin the "browser" is on: what it writes into clientDataJSON. */
  constructor(public origin: string) {}

  /** Answers registration options (`startPasskeyRegistration`) with a new credential. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, overrides: { rpId?: string; origin?: string } = {}) {
    const rpId = overrides.rpId ?? options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const credential = { id, privateKey, userHandle: options.user.id, rpId, counter: 0 };
    this.credentials.push(credential);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: overrides.origin ?? this.origin, crossOrigin: false }),
    );
    const authData = authenticatorData(rpId, 0, { id, publicKey: cosePublicKey(privateKey) });
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as never,
    );
    return {
      id: id.toString('base64url'),
      rawId: id.toString('base64url'),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
    };
  }

  /** Answers sign-in options with a credential (the last registered, unless told), its counter moved on. */
  authenticate(options: { challenge: string; rpId?: string }, overrides: { credential?: Credential; rpId?: string; origin?: string; counter?: number } = {}) {
    const credential = overrides.credential ?? this.credentials.at(-1)!;
    credential.counter = overrides.counter ?? credential.counter + 1;
    const rpId = overrides.rpId ?? credential.rpId;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: overrides.origin ?? this.origin, crossOrigin: false }),
    );
    const authData = authenticatorData(rpId, credential.counter);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id.toString('base64url'),
      rawId: credential.id.toString('base64url'),
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: credential.userHandle,
      },
    };
  }
}
