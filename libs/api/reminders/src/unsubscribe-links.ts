import { timingSafeEqual } from 'node:crypto';
import type { MailNoticeKind } from '@tiles/contracts-game';
import type { UnsubscribeQuery } from '@tiles/contracts-push';
import type { SiteKeys } from '@tiles/api-records/site-keys';

const PURPOSE = 'unsubscribe';

/** A learner's signed link to stop one kind of mail: it needs no sign-in, and works as long as the site's keys. */
export const unsubscribeLinkOf = (keys: SiteKeys, userId: string, kind: MailNoticeKind): UnsubscribeQuery => ({
  u: userId,
  k: kind,
  s: keys.signatureOf(PURPOSE, `${userId}:${kind}`),
});

export const isSignedUnsubscribeLink = (keys: SiteKeys, { u, k, s }: UnsubscribeQuery) => {
  const expected = Buffer.from(keys.signatureOf(PURPOSE, `${u}:${k}`));
  const given = Buffer.from(s);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
