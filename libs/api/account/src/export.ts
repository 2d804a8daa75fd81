import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { pickTranslation, renderTemplate, toGenderCode, type Site, type TextKey } from '@tiles/contracts';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { signedCredentialOf, type RecordReader } from '@tiles/api-records/credentials';
import { courseCredentials, signedTranscript } from '@tiles/api-records/effort';
import { toUser, type UserRow } from '@tiles/api-users/repository';

/** The archive's files, each with the text of the README that says what it holds. */
const FILES = [
  ['profile.json', 'export.file.profile'],
  ['enrolments.json', 'export.file.enrolments'],
  ['completions.json', 'export.file.completions'],
  ['study-time.json', 'export.file.studyTime'],
  ['page-views.json', 'export.file.pageViews'],
  ['events.json', 'export.file.events'],
  ['xp-ledger.json', 'export.file.xpLedger'],
  ['game.json', 'export.file.game'],
  ['credentials/', 'export.file.credentials'],
  ['transcript.json', 'export.file.transcript'],
  ['practice.json', 'export.file.practice'],
  ['notifications.json', 'export.file.notifications'],
  ['devices.json', 'export.file.devices'],
  ['passkeys.json', 'export.file.passkeys'],
  ['groups.json', 'export.file.groups'],
  ['push-subscriptions.json', 'export.file.pushSubscriptions'],
  ['settings.json', 'export.file.settings'],
] as const satisfies ReadonlyArray<readonly [string, TextKey]>;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** A JSON array written page by page as it is read: one page of rows in memory at a time. */
const jsonArray = (pages: AsyncGenerator<object[]>) =>
  Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const rows of pages) {
        let chunk = '';
        for (const { id: _id, ...row } of rows as Array<{ id?: unknown }>) {
          chunk += `${first ? '\n' : ',\n'}  ${JSON.stringify(row)}`;
          first = false;
        }
        yield chunk;
      }
      yield first ? ']\n' : '\n]\n';
    })(),
  );

/**
 * "Download everything" (GDPR art. 20): a ZIP of the learner's data, one JSON file per kind and a README in their
 * language, streamed as it is read. The long kinds (page views, events, XP) are read in pages, so an export's
 * memory does not grow with the history.
 */
export const exportArchive = async (app: FastifyInstance, site: Site, user: UserRow) => {
  const repository = app.accountRepository;
  const locale = site.supportedLocale.includes(user.locale) ? user.locale : site.defaultLocale;
  const reader: RecordReader = { siteId: site._id, siteName: site.niceName, locale, defaultLocale: site.defaultLocale };
  const now = app.clock.now();

  const texts = await app.i18nRepository.findTexts(site._id, [
    'export.readme.title',
    'export.readme.intro',
    ...FILES.map(([, key]) => key),
  ]);
  const text = (key: TextKey, params: Record<string, string> = {}) =>
    renderTemplate(
      pickTranslation(texts.get(key), [locale, site.defaultLocale], key),
      { site: site.niceName, ...params },
      toGenderCode(user.fields.gender),
      locale,
    );
  const readme = [
    text('export.readme.title'),
    '',
    text('export.readme.intro', { date: localDayAndHour(now, user.timezone).day }),
    '',
    ...FILES.map(([file, key]) => `- ${file}: ${text(key)}`),
    '',
  ].join('\n');

  const [enrolments, completions, studyTime, game, practice, devices, pushSubscriptions, readers] = await Promise.all([
    repository.enrolments(user.id),
    repository.completions(user.id),
    repository.studyTime(user.id),
    repository.game(user.id),
    repository.practice(user.id),
    repository.devices(user.id),
    app.pushRepository.subscriptionsOf(user.id),
    app.notificationRepository.readers([user.id]),
  ]);
  const notifications = await app.notificationRepository.list(readers.get(user.id)!, 100_000);
  const credentials: { name: string; signed: object }[] = (
    await Promise.all(
      game.badges.flatMap((badge) =>
        badge.tierDates.map(async (_date, index) => {
          const credential = await signedCredentialOf(app, site, reader, user, badge.badgeId, index + 1);
          return credential ? { name: `credentials/${badge.badgeId}-${index + 1}.json`, signed: credential.signed } : undefined;
        }),
      ),
    )
  ).filter((entry) => entry !== undefined);
  for (const course of await courseCredentials(app, site, reader, user))
    credentials.push({ name: `credentials/course-${course.course.courseId}.json`, signed: course.signed });
  const transcript = await signedTranscript(app, site, reader, user);
  const { game: settings, ...progress } = game;

  const zip = new yazl.ZipFile();
  const mtime = now;
  zip.addBuffer(Buffer.from(readme), 'README.txt', { mtime });
  zip.addBuffer(json({ ...toUser(user), createdAt: user.createdAt, awaitingVerification: user.awaitingVerification }), 'profile.json', {
    mtime,
  });
  zip.addBuffer(json(enrolments), 'enrolments.json', { mtime });
  zip.addBuffer(json(completions), 'completions.json', { mtime });
  zip.addBuffer(json(studyTime), 'study-time.json', { mtime });
  zip.addReadStream(jsonArray(repository.pageViews(user.id)), 'page-views.json', { mtime });
  zip.addReadStream(jsonArray(repository.events(user.id)), 'events.json', { mtime });
  zip.addReadStream(jsonArray(repository.xpLedger(user.id)), 'xp-ledger.json', { mtime });
  zip.addBuffer(
    json({
      ...progress,
      streak: settings
        ? {
            current: settings.currentStreak,
            longest: settings.longestStreak,
            freezes: settings.freezes,
            frozenDays: settings.frozenDays,
            repairedDays: settings.repairedDays,
          }
        : null,
    }),
    'game.json',
    { mtime },
  );
  for (const credential of credentials) zip.addBuffer(json(credential.signed), credential.name, { mtime });
  zip.addBuffer(json(transcript), 'transcript.json', { mtime });
  zip.addBuffer(json({ answers: practice.answers, cards: practice.cards }), 'practice.json', { mtime });
  zip.addBuffer(json(notifications), 'notifications.json', { mtime });
  zip.addBuffer(json(devices), 'devices.json', { mtime });
  zip.addBuffer(
    json(
      (await app.auth.passkeys.list(user.id)).map(({ name, createdAt, lastUsedAt, deviceType }) => ({
        name,
        createdAt,
        lastUsedAt,
        deviceType,
      })),
    ),
    'passkeys.json',
    { mtime },
  );
  zip.addBuffer(json(await app.groupsRepository.exportOf(user.id)), 'groups.json', { mtime });
  zip.addBuffer(
    json(pushSubscriptions.map(({ endpoint, userAgent, createdAt }) => ({ endpoint, userAgent, createdAt }))),
    'push-subscriptions.json',
    { mtime },
  );
  zip.addBuffer(
    json({
      locale: user.locale,
      timezone: user.timezone,
      dailyGoalMinutes: settings?.goalMinutes ?? null,
      reminderHour: settings?.reminderHour ?? null,
      mutedNotificationKinds: settings?.mutedKinds ?? [],
      review: practice.settings
        ? {
            desiredRetention: practice.settings.desiredRetention,
            newPerDay: practice.settings.newPerDay,
            reviewsPerDay: practice.settings.reviewsPerDay,
          }
        : null,
    }),
    'settings.json',
    { mtime },
  );
  zip.end();
  return { stream: zip.outputStream, fileName: `${site._id}-my-data-${localDayAndHour(now, user.timezone).day}.zip` };
};
