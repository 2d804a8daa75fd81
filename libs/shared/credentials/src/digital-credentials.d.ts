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
    /** Required when the credential has a `credentialStatus`. */
    checkStatus?: (options: object) => Promise<{ verified: boolean }>;
  }): Promise<{ verified: boolean; error?: { errors?: { message: string }[] } }>;
}

// Digital Bazaar's Bitstring Status List (W3C): the list the site publishes, and the check an independent verifier runs.
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export type BitstringStatusList = {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  };
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: { id: string; list: BitstringStatusList; statusPurpose: string }): Promise<{
    '@context': string[];
    id: string;
    type: string[];
    credentialSubject: { id: string; type: string; encodedList: string; statusPurpose: string };
  }>;
  export function checkStatus(options: {
    credential: object;
    documentLoader: (url: string) => Promise<unknown>;
    suite: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; results?: { verified: boolean; status?: boolean }[]; error?: Error }>;
}

// Digital Bazaar's own verifier (an independent implementation of the same standards): what the tests check with.
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/vc' {
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    checkStatus?: (options: object) => Promise<unknown>;
    now?: Date;
  }): Promise<{ verified: boolean; error?: unknown; statusResult?: { results: { status: boolean }[] } }>;
}
