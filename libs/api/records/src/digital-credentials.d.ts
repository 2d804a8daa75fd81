// The Digital Credentials Consortium's libraries ship JavaScript only: the parts this module uses, typed.
declare module '@digitalcredentials/ed25519-multikey' {
  export type Ed25519KeyPair = {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): { id: string; algorithm: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> };
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<Record<string, unknown>>;
  };
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
}

declare module '@digitalcredentials/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module '@digitalcredentials/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalcredentials/vc' {
  type DocumentLoader = (url: string) => Promise<unknown>;
  export function issue<T extends object>(options: {
    credential: T;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<T & { proof: Record<string, unknown> }>;
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: DocumentLoader;
    /** The verifier's time (default: now): a credential is not valid before its validFrom. */
    now?: Date;
  }): Promise<{ verified: boolean; error?: { errors?: { message: string }[] } }>;
}
