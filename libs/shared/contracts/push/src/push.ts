import { z } from 'zod/mini';

const base64url = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z.string().check(z.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), `must be ${bytes} bytes in base64url`));
};

/** The server's VAPID public key, the `applicationServerKey` a browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** A browser's PushSubscription as its `toJSON()` gives it (extra fields are ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().check(z.maxLength(2048)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    /** The device's P-256 public key (65 bytes, uncompressed). */
    p256dh: base64url(65),
    /** The device's authentication secret (16 bytes). */
    auth: base64url(16),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url().check(z.maxLength(2048)) });

/** What the service worker receives in a push message and shows (texts already in the learner's language). */
export const pushMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.nullable(z.string()),
  image: z.optional(z.string()),
  /** The language of title and body when it is not the learner's (see the notification's). */
  lang: z.optional(z.string()),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** A signed unsubscribe link's parameters: whose mail, which kind, and the site's signature of both. */
export const unsubscribeQuerySchema = z.object({
  u: z.string().check(z.minLength(1), z.maxLength(200)),
  k: z.enum(['risk', 'review', 'digest', 'due']),
  s: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, "must be the link's signature")),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;
