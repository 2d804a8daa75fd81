import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '@tiles/api-lms/schema';
import { learnerGame } from '@tiles/api-game/schema';
import { notifications } from '@tiles/api-notifications/schema';
import { studyDailySeries } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { startSmtpServer } from '@tiles/api-testing/smtp-server';
import { createSecondInstance, createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { signIn } from '@tiles/api-auth/auth-test-helpers';

const PUBLIC_URL = 'https://learn.example.org';
const MINUTE = 60_000;
/** A Monday: 08:05 in Rome (CET, UTC+1) is 07:05 UTC. */
const MONDAY = '2030-01-14';
/** A header as sent (mailparser folds List-* headers into one object). */
const headerOf = (mail: { headerLines: readonly { key: string; line: string }[] }, name: string) =>
  mail.headerLines
    .find((header) => header.key === name)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ') ?? '';
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('reminders and the weekly digest by mail on %s', (kind) => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const learner = async (login: string) => (await app.db.select().from(users).where(eq(users.login, login)))[0]!;
  const studied = (userId: string, localDay: string, dimension: 'device' | 'course', key: string, minutes: number) =>
    app.db
      .insert(studyDailySeries)
      .values({ userId, localDay, dimension, key, ms: minutes * MINUTE })
      .onConflictDoUpdate({
        target: [studyDailySeries.userId, studyDailySeries.localDay, studyDailySeries.dimension, studyDailySeries.key],
        set: { ms: minutes * MINUTE },
      });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(kind, {
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: smtp.url, from: 'Tiles Learn <no-reply@learn.example.org>' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('sends the streak reminder by mail too when chosen, with a one-click unsubscribe that stops only that kind', async () => {
    const leonardo = await learner('leonardo@tiles.test');
    const cookie = await signIn(app, 'leonardo@tiles.test');
    const day = '2030-01-15';
    const chosen = await app.inject({
      method: 'PUT',
      url: '/api/lms/game/settings',
      payload: { reminderHour: 18, mailKinds: ['risk', 'digest'] },
      headers: { cookie },
    });
    expect(chosen.json().outcome.mailKinds).toEqual(['risk', 'digest']);
    // A 3-day streak whose goal (10 min) was last met yesterday; 4 minutes today.
    await app.db
      .update(learnerGame)
      .set({ currentStreak: 3, goalMetDay: addDays(day, -1) })
      .where(eq(learnerGame.userId, leonardo.id));
    await studied(leonardo.id, day, 'device', 'desktop', 4);

    const before = smtp.to(leonardo.email!).length;
    expect(await app.reminders.tick(new Date(`${day}T16:30:00Z`))).toBe(0);
    expect(await app.reminders.tick(new Date(`${day}T17:05:00Z`))).toBeGreaterThanOrEqual(1);
    const mail = await smtp.next(leonardo.email!, before + 1);
    expect(mail.subject).toBe('La tua serie di 3 giorni è a rischio');
    expect(mail.text).toContain('Oggi ti mancano ancora 6 minuti');
    expect(mail.text).toContain(`${PUBLIC_URL}/it-IT/catalogo-corsi`);
    // The app's notification too.
    const [told] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, leonardo.id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(told).toMatchObject({ type: 'game.risk', params: { streak: 3, minutes: 6 } });
    // Once a day.
    expect(await app.reminders.tick(new Date(`${day}T17:30:00Z`))).toBe(0);

    // RFC 8058: the List-Unsubscribe URL takes a one-click POST; the body's link opens the page that asks first.
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(headerOf(mail, 'list-unsubscribe'))![1]!;
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/mail/unsubscribe?u=`)).toBe(true);
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/it-IT/unsubscribe\\?u=[^\\s]+&k=risk&s=[A-Za-z0-9_-]{22}`));
    const url = new URL(oneClick);
    const forged = new URLSearchParams(url.search);
    forged.set('k', 'digest');
    const refused = await app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?${forged}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('query.s');
    const stopped = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped.statusCode).toBe(204);
    const settings = (await app.inject({ method: 'GET', url: '/api/lms/game/streak', headers: { cookie } })).json().outcome;
    expect(settings.mailKinds).toEqual(['digest']);
    // Idempotent; the next day's reminder is in the app only.
    expect((await app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload: {} })).statusCode).toBe(204);
    // RFC 8058 lets a mail client post the one-click form as multipart/form-data too.
    const boundary = 'tiles-one-click';
    const multipart = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipart.statusCode).toBe(204);
    await app.db.update(learnerGame).set({ goalMetDay: day }).where(eq(learnerGame.userId, leonardo.id));
    await studied(leonardo.id, addDays(day, 1), 'device', 'desktop', 2);
    const mailsBefore = smtp.to(leonardo.email!).length;
    expect(await app.reminders.tick(new Date(`${addDays(day, 1)}T17:05:00Z`))).toBeGreaterThanOrEqual(1);
    await app.mail.deliverDue();
    expect(smtp.to(leonardo.email!)).toHaveLength(mailsBefore);
  });

  it("mails Monday's digest at 08:00 local time: last week's time by course against the week before, the streak, the next session", async () => {
    const ipazia = await learner('ipazia@tiles.test');
    const [first, second] = rowsOf<{ course_id: number; module_number: number; number: number; title: string; course: string }>(
      await app.db.execute(sql`select s.course_id, s.module_number, s.number, s.titles ->> 'it-IT' as title, c.titles ->> 'it-IT' as course
        from course_sessions s join courses c on c.id = s.course_id order by s.course_id, s.module_number, s.number limit 2`),
    );
    expect(second!.course_id).toBe(first!.course_id);
    await app.db
      .insert(enrolments)
      .values({
        userId: ipazia.id,
        courseId: second!.course_id,
        status: 'in-progress',
        startedAt: new Date(`${addDays(MONDAY, -20)}T10:00:00Z`),
        lastModule: second!.module_number,
        lastSession: second!.number,
      })
      .onConflictDoNothing();
    await app.db
      .insert(learnerGame)
      .values({ userId: ipazia.id, currentStreak: 4, goalMetDay: addDays(MONDAY, -1) })
      .onConflictDoUpdate({
        target: learnerGame.userId,
        set: { currentStreak: 4, goalMetDay: addDays(MONDAY, -1) },
      });
    // Last week (Mon 7th to Sun 13th): 25 + 20 minutes; the week before: 15.
    await studied(ipazia.id, addDays(MONDAY, -7), 'device', 'desktop', 25);
    await studied(ipazia.id, addDays(MONDAY, -7), 'course', String(second!.course_id), 25);
    await studied(ipazia.id, addDays(MONDAY, -1), 'device', 'desktop', 20);
    await studied(ipazia.id, addDays(MONDAY, -1), 'course', String(second!.course_id), 20);
    await studied(ipazia.id, addDays(MONDAY, -10), 'device', 'desktop', 15);
    await studied(ipazia.id, addDays(MONDAY, -10), 'course', String(second!.course_id), 15);

    const before = smtp.to(ipazia.email!).length;
    // Sunday at 08:05 and Monday at 07:05 local: not yet.
    await app.reminders.tick(new Date(`${addDays(MONDAY, -1)}T07:05:00Z`));
    await app.reminders.tick(new Date(`${MONDAY}T06:05:00Z`));
    await app.mail.deliverDue();
    expect(smtp.to(ipazia.email!)).toHaveLength(before);

    const at = new Date(`${MONDAY}T07:05:00Z`);
    if (kind === 'postgres') {
      // Two instances ticking at once send it once.
      const second = await createSecondInstance(app);
      try {
        await Promise.all([app.reminders.tick(at), second.reminders.tick(at)]);
        await second.mail.deliverDue();
      } finally {
        await second.close();
      }
    } else await app.reminders.tick(at);
    const digest = await smtp.next(ipazia.email!, before + 1);
    expect(digest.subject).toBe('La tua settimana su Tiles Learn: 45 min di studio');
    expect(digest.text).toContain('La settimana scorsa hai studiato 45 minuti (la settimana prima: 15 min).');
    expect(digest.text).toContain(`• ${second!.course}: 45 min (la settimana prima: 15 min)`);
    expect(digest.text).toContain('Serie: 4 giorni.');
    expect(digest.text).toContain(`Prossima sessione: «${second!.title}» in «${second!.course}».`);
    expect(digest.text).toContain(`${PUBLIC_URL}/it-IT/course/session/${second!.course_id}/${second!.module_number}/${second!.number}`);
    expect(headerOf(digest, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Mail only: no notification in the app. Once a week.
    expect(
      await app.db
        .select()
        .from(notifications)
        .where(sql`${notifications.userId} = ${ipazia.id} and ${notifications.type} like '%digest%'`),
    ).toEqual([]);
    await app.reminders.tick(new Date(`${MONDAY}T07:30:00Z`));
    await app.mail.deliverDue();
    expect(smtp.to(ipazia.email!)).toHaveLength(before + 1);
  });

  it('reminds a learner of her group’s work three days before it falls due and on the day, in the app and by mail, until she completes it', async () => {
    const emmy = await learner('emmy.noether@tiles.test');
    const maria = await learner('maria.montessori@tiles.test');
    const group = await app.groupsRepository.create(
      'tiles',
      { name: 'Physik 10', description: '', timeZone: 'Europe/Berlin' },
      maria.id,
      new Date(),
    );
    await app.groupsRepository.join(group.id, emmy.id, false, new Date());
    const dueDate = '2030-03-10';
    await app.groupsRepository.addAssignment({
      groupId: group.id,
      courseId: 1,
      sessionIds: null,
      dueDate,
      dueAt: new Date('2030-03-10T23:00:00Z'),
      required: true,
      assignedBy: maria.id,
      assignedByName: 'Maria Montessori',
      assignedAt: new Date(),
    });
    // A new learner's defaults: the digest and her work falling due go by mail too.
    await app.db
      .insert(learnerGame)
      .values({ userId: emmy.id, reminderHour: 18 })
      .onConflictDoUpdate({ target: learnerGame.userId, set: { reminderHour: 18 } });
    const [row] = await app.db.select().from(learnerGame).where(eq(learnerGame.userId, emmy.id));
    expect(row!.mailKinds).toEqual(['digest', 'due']);

    // 18:05 in Berlin (CET, UTC+1), three days before.
    const before = smtp.to(emmy.email!).length;
    expect(await app.reminders.tick(new Date(`${addDays(dueDate, -4)}T17:05:00Z`))).toBe(0);
    expect(await app.reminders.tick(new Date(`${addDays(dueDate, -3)}T17:05:00Z`))).toBe(1);
    const early = await smtp.next(emmy.email!, before + 1);
    expect(early.subject).toBe('In 3 Tagen fällig: eine Aufgabe zu erledigen');
    expect(early.text).toContain(`${PUBLIC_URL}/de-DE/profile/user-groups`);
    expect(early.text).toMatch(/k=due&s=/);
    const [told] = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, emmy.id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(told).toMatchObject({ type: 'groups.due', params: { count: 1, days: 3 } });
    // Once a day; nothing between.
    expect(await app.reminders.tick(new Date(`${addDays(dueDate, -3)}T17:40:00Z`))).toBe(0);
    expect(await app.reminders.tick(new Date(`${addDays(dueDate, -1)}T17:05:00Z`))).toBe(0);
    expect(await app.reminders.tick(new Date(`${dueDate}T17:05:00Z`))).toBe(1);
    expect((await smtp.next(emmy.email!, before + 2)).subject).toBe('Heute fällig: eine Aufgabe zu erledigen');

    // Completed: no reminder for another group's work due the same way.
    await app.db
      .insert(enrolments)
      .values({ userId: emmy.id, courseId: 1, status: 'completed', startedAt: new Date(), completedAt: new Date() })
      .onConflictDoUpdate({ target: [enrolments.userId, enrolments.courseId], set: { status: 'completed' } });
    await app.groupsRepository.addAssignment({
      groupId: group.id,
      courseId: 1,
      sessionIds: null,
      dueDate: '2030-03-20',
      dueAt: new Date('2030-03-20T23:00:00Z'),
      required: true,
      assignedBy: maria.id,
      assignedByName: 'Maria Montessori',
      assignedAt: new Date(),
    });
    expect(await app.reminders.tick(new Date('2030-03-17T17:05:00Z'))).toBe(0);
  });
});
