// The Digital Credentials Consortium's libraries ship JavaScript only: typed beside this lib, for every program that reads it.
/// <reference path="./digital-credentials.d.ts" />
import { securityLoader } from '@digitalcredentials/security-document-loader';
import clrContext from './clr-context-2.0.1.json';

export const VC_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const CLR_CONTEXT = 'https://purl.imsglobal.org/spec/clr/v2p0/context-2.0.1.json';

export type LoadedDocument = { document: unknown; documentUrl: string; contextUrl?: string | null | undefined };
export type DocumentLoader = (url: string) => Promise<LoadedDocument>;

let loader: DocumentLoader | undefined;
/**
 * Contexts and `did:key` from the bundled copies: signing and verifying never reach the network. The security loader
 * bundles the Verifiable Credentials, Open Badges and status list contexts; 1EdTech's CLR 2.0 context is kept here.
 */
export const documentLoader = (): DocumentLoader => {
  if (!loader) {
    const builder = securityLoader({ fetchRemoteContexts: false });
    builder.addStatic(CLR_CONTEXT, clrContext);
    loader = builder.build() as DocumentLoader;
  }
  return loader;
};
