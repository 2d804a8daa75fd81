import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@tiles/api-audit/schema';
import { sessionStudy } from '@tiles/api-events/schema';
import { learnerGame } from '@tiles/api-game/schema';
import { courseSessions, sessionCompletions } from '@tiles/api-lms/schema';
import { users } from '@tiles/api-users/schema';
import { insertManyLearners } from '@tiles/api-users/many-learners';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { startSmtpServer } from '@tiles/api-testing/smtp-server';
import { proveDemoSecondFactorAgain, setUpAuthenticatorApp, signIn } from '@tiles/api-auth/auth-test-helpers';
import { groupsModule } from './module.js';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('groups on %s', (kind) => {
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};
  const call = async (who: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    if (who && !cookies[who]) cookies[who] = await signIn(app, who);
    return app.inject({
      method,
      url,
      headers: { ...(who ? { cookie: cookies[who] } : {}), 'tiles-locale-code': 'en-GB' },
      // Writes send JSON, an empty one when they have nothing to say (as the web does).
      ...(payload === undefined ? (method === 'GET' ? {} : { payload: {} }) : { payload: payload as object }),
    });
  };
  const idOf = async (login: string) => (await app.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]!.id;
  const romeDay = (offsetDays: number) => localDayAndHour(new Date(app.clock.now().getTime() + offsetDays * DAY_MS), 'Europe/Rome').day;

  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(
      kind,
      { publicUrl: 'https://learn.example.org', mail: { smtpUrl: smtp.url, from: 'Tiles Learn <no-reply@learn.example.org>' } },
      { modules: [groupsModule] },
    );
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('lets a teacher make a group and learners join it by its code; a renewed code answers 410, a link turned off 404', async () => {
    expect((await call(null, 'POST', '/api/groups', { name: 'Storia 4A', timeZone: 'Europe/Rome' })).statusCode).toBe(401);
    // A learner has no groups:teach.
    expect((await call('ada.lovelace@tiles.test', 'POST', '/api/groups', { name: 'Storia 4A', timeZone: 'Europe/Rome' })).statusCode).toBe(
      403,
    );
    const bad = await call('maria.montessori@tiles.test', 'POST', '/api/groups', { name: '  ', timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/body\.(name|timeZone)/);

    const created = await call('maria.montessori@tiles.test', 'POST', '/api/groups', {
      name: 'Storia 4A',
      description: 'Roma e il Rinascimento',
      timeZone: 'Europe/Rome',
    });
    expect(created.statusCode).toBe(201);
    const group = created.json().outcome;
    expect(group).toMatchObject({
      name: 'Storia 4A',
      role: 'teacher',
      teachers: ['Maria Montessori'],
      learners: 0,
      sharing: null,
      mine: [],
    });
    expect(group.join).toEqual({ code: expect.stringMatching(/^[A-Z2-9]{8}$/), enabled: true });

    const preview = await call('ada.lovelace@tiles.test', 'GET', `/api/groups/join/${group.join.code.toLowerCase()}`);
    expect(preview.json().outcome).toEqual({
      name: 'Storia 4A',
      description: 'Roma e il Rinascimento',
      teachers: ['Maria Montessori'],
      alreadyMember: false,
    });
    const joined = await call('ada.lovelace@tiles.test', 'POST', '/api/groups/join', { code: group.join.code, share: true });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().outcome).toMatchObject({
      alreadyMember: false,
      group: { role: 'member', sharing: true, join: null, learners: 1 },
    });
    // Joining twice changes nothing, her choice included.
    const again = await call('ada.lovelace@tiles.test', 'POST', '/api/groups/join', { code: group.join.code });
    expect(again.json().outcome).toMatchObject({ alreadyMember: true, group: { sharing: true } });
    // Off unless she says so.
    expect((await call('alan.turing@tiles.test', 'POST', '/api/groups/join', { code: group.join.code })).json().outcome.group.sharing).toBe(
      false,
    );
    // Its teacher cannot join it as a learner.
    expect((await call('maria.montessori@tiles.test', 'POST', '/api/groups/join', { code: group.join.code })).statusCode).toBe(409);

    const renewing = await call('maria.montessori@tiles.test', 'POST', `/api/groups/${group.id}/join-code`);
    expect(renewing.statusCode, renewing.body).toBe(200);
    const renewed = renewing.json().outcome;
    expect(renewed.join.code).not.toBe(group.join.code);
    const old = await call('leonardo@tiles.test', 'POST', '/api/groups/join', { code: group.join.code });
    expect(old.statusCode).toBe(410);
    expect(old.json().code).toBe('join-code-renewed');
    expect((await call('leonardo@tiles.test', 'GET', `/api/groups/join/${group.join.code}`)).statusCode).toBe(410);
    expect((await call('leonardo@tiles.test', 'POST', '/api/groups/join', { code: 'ZZZZZZZZ' })).statusCode).toBe(404);
    expect((await call('leonardo@tiles.test', 'POST', '/api/groups/join', { code: 'no' })).json().message).toMatch(/body\.code/);

    expect((await call('ada.lovelace@tiles.test', 'PUT', `/api/groups/${group.id}/join-code`, { enabled: false })).statusCode).toBe(404);
    const off = await call('maria.montessori@tiles.test', 'PUT', `/api/groups/${group.id}/join-code`, { enabled: false });
    expect(off.json().outcome.join).toEqual({ code: renewed.join.code, enabled: false });
    expect((await call('leonardo@tiles.test', 'POST', '/api/groups/join', { code: renewed.join.code })).statusCode).toBe(404);
    await call('maria.montessori@tiles.test', 'PUT', `/api/groups/${group.id}/join-code`, { enabled: true });
    // Leonardo, as if he had never studied: no game row, so no daily reminder could reach him...
    const [leonardo] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'leonardo@tiles.test'));
    await app.db.delete(learnerGame).where(eq(learnerGame.userId, leonardo!.id));
    expect((await call('leonardo@tiles.test', 'POST', '/api/groups/join', { code: renewed.join.code })).statusCode).toBe(200);
    // ...until he joins: work falling due reaches him with the defaults (by mail too).
    const [settings] = await app.db.select().from(learnerGame).where(eq(learnerGame.userId, leonardo!.id));
    expect(settings).toMatchObject({ reminderHour: 19, mailKinds: ['digest', 'due'] });

    // Each sees the group in her list, in her role; leaving takes it off hers.
    expect((await call('alan.turing@tiles.test', 'GET', '/api/groups')).json().outcome).toContainEqual(
      expect.objectContaining({ id: group.id, role: 'member', learners: 3 }),
    );
    expect((await call('leonardo@tiles.test', 'DELETE', `/api/groups/${group.id}/membership`)).statusCode).toBe(204);
    expect((await call('leonardo@tiles.test', 'GET', '/api/groups')).json().outcome).not.toContainEqual(
      expect.objectContaining({ id: group.id }),
    );
    expect((await call('leonardo@tiles.test', 'DELETE', `/api/groups/${group.id}/membership`)).statusCode).toBe(404);
  });

  it('assigns a course with a due date at the end of that day in the group’s zone, and refuses a day already over', async () => {
    const group = (
      await call('maria.montessori@tiles.test', 'POST', '/api/groups', { name: 'Fisica 2A', timeZone: 'America/New_York' })
    ).json().outcome;
    const url = `/api/groups/${group.id}/assignments`;
    const past = await call('maria.montessori@tiles.test', 'POST', url, { courseId: 1, dueDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/^body\.dueDate: /);
    expect((await call('maria.montessori@tiles.test', 'POST', url, { courseId: 9999 })).json().message).toMatch(/^body\.courseId: /);
    expect(
      (await call('maria.montessori@tiles.test', 'POST', url, { courseId: 1, sessions: [{ module: 99, session: 1 }] })).json().message,
    ).toMatch(/^body\.sessions: 99\.1 is not a session of course 1/);
    expect((await call('ada.lovelace@tiles.test', 'POST', url, { courseId: 1 })).statusCode).toBe(404);

    const dueDate = localDayAndHour(new Date(app.clock.now().getTime() + 5 * DAY_MS), 'America/New_York').day;
    const assigned = await call('maria.montessori@tiles.test', 'POST', url, { courseId: 1, dueDate, required: true });
    expect(assigned.statusCode).toBe(201);
    const assignment = assigned.json().outcome;
    expect(assignment).toMatchObject({
      course: { _id: 1, slug: 'roma-antica' },
      sessions: null,
      dueDate,
      required: true,
      assignedBy: 'Maria Montessori',
    });
    // Midnight at the end of that day in New York: 05:00 UTC (04:00 in summer time).
    expect(localDayAndHour(new Date(assignment.dueAt), 'America/New_York')).toMatchObject({ hour: 0 });
    expect(Date.parse(assignment.dueAt)).toBeGreaterThan(Date.parse(`${dueDate}T12:00:00Z`));
  });

  it('shows each member’s status to her teachers, her time only if she shares, the group’s figures only from 5 sharers; 404 for everyone else; reads audited', async () => {
    const maria = 'maria.montessori@tiles.test';
    const group = (await call(maria, 'POST', '/api/groups', { name: 'Storia 3C', timeZone: 'Europe/Rome' })).json().outcome;
    const code = group.join.code;
    await call('ada.lovelace@tiles.test', 'POST', '/api/groups/join', { code, share: true });
    await call('alan.turing@tiles.test', 'POST', '/api/groups/join', { code, share: false });
    const sessions = await app.db
      .select()
      .from(courseSessions)
      .where(eq(courseSessions.courseId, 1))
      .orderBy(asc(courseSessions.moduleNumber), asc(courseSessions.number));
    const [first, second] = sessions;
    const overdue = (
      await call(maria, 'POST', `/api/groups/${group.id}/assignments`, {
        courseId: 1,
        sessions: [first!, second!].map((session) => ({ module: session.moduleNumber, session: session.number })),
        dueDate: romeDay(0),
      })
    ).json().outcome;
    const course = (
      await call(maria, 'POST', `/api/groups/${group.id}/assignments`, { courseId: 1, dueDate: romeDay(5), required: false })
    ).json().outcome;

    // Ada studied 12 minutes in the first session and completed it; Alan studied too, and completed both.
    const ada = await idOf('ada.lovelace@tiles.test');
    const alan = await idOf('alan.turing@tiles.test');
    for (const [userId, ms] of [
      [ada, 12 * 60_000],
      [alan, 30 * 60_000],
    ] as const)
      await app.db
        .insert(sessionStudy)
        .values({ userId, courseId: 1, moduleNumber: first!.moduleNumber, sessionNumber: first!.number, ms });
    const now = app.clock.now();
    await app.db.insert(sessionCompletions).values([
      { userId: ada, sessionId: first!.id, completedAt: now },
      { userId: alan, sessionId: first!.id, completedAt: now },
      { userId: alan, sessionId: second!.id, completedAt: now },
    ]);
    // Due today in Rome: overdue once the day is over.
    app.clock.advance(DAY_MS);

    const progress = async (who = maria) => call(who, 'GET', `/api/groups/${group.id}/progress`);
    expect((await progress('ada.lovelace@tiles.test')).statusCode).toBe(404);
    // A teacher of another group is no teacher of this one.
    await app.db
      .update(users)
      .set({ roles: ['teacher'] })
      .where(eq(users.login, 'leonardo@tiles.test'));
    // A new teacher uses the role once she has a second factor.
    expect((await call('leonardo@tiles.test', 'POST', '/api/groups', { name: 'Arte 1A', timeZone: 'Europe/Rome' })).json().code).toBe(
      'second-factor-setup-required',
    );
    await setUpAuthenticatorApp(app, cookies['leonardo@tiles.test']!);
    expect((await call('leonardo@tiles.test', 'POST', '/api/groups', { name: 'Arte 1A', timeZone: 'Europe/Rome' })).statusCode).toBe(201);
    expect((await progress('leonardo@tiles.test')).statusCode).toBe(404);
    expect((await call('maria.montessori@tiles.test', 'GET', '/api/groups/00000000-0000-4000-8000-000000000000/progress')).statusCode).toBe(
      404,
    );

    const seen = (await progress()).json().outcome;
    expect(seen.viewer).toBe('teacher');
    expect(seen.assignments.map((assignment: { id: string }) => assignment.id)).toEqual([overdue.id, course.id]);
    const adaRow = seen.members.find((member: { id: string }) => member.id === ada);
    const alanRow = seen.members.find((member: { id: string }) => member.id === alan);
    // Statuses and detail come in the order of the answer's assignments.
    expect(adaRow.statuses).toEqual([
      { state: 'overdue', completedAt: null, completedSessions: 1 },
      { state: 'in-progress', completedAt: null, completedSessions: 1 },
    ]);
    expect(adaRow.detail.assignments).toHaveLength(2);
    expect(adaRow.detail.assignments[0]).toEqual(expect.objectContaining({ activeMinutes: 12 }));
    expect(adaRow.detail.assignments[0]).not.toHaveProperty('assignmentId');
    expect(adaRow.detail.assignments[1]).toMatchObject({ activeMinutes: 12, effortMinutes: expect.any(Number) });
    expect(adaRow.detail.atRisk).toBe(true);
    // Alan does not share: his statuses, nothing of his time.
    expect(alanRow).toMatchObject({ sharing: false, detail: null });
    expect(alanRow.statuses[0]).toMatchObject({ state: 'completed', completedSessions: 2 });
    expect(seen).toMatchObject({ contributors: 1, threshold: 5, aggregates: null });

    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.progress.read'), eq(auditLog.entityId, group.id)));
    expect(audited.at(-1)?.after).toEqual({ detailOf: [ada] });

    // Withdrawn: her detail is gone at the next request.
    await call('ada.lovelace@tiles.test', 'PUT', `/api/groups/${group.id}/sharing`, { share: false });
    expect((await progress()).json().outcome.members.find((member: { id: string }) => member.id === ada).detail).toBeNull();
    expect((await call('alan.turing@tiles.test', 'PUT', `/api/groups/${group.id}/sharing`, { share: true })).json().outcome.sharing).toBe(
      true,
    );

    // Four sharers: no group figures; the fifth shows them (medians over the sharers only).
    const others = await insertManyLearners(app.db, `group-${kind}`, 4);
    for (const [index, userId] of others.entries()) await app.groupsRepository.join(group.id, userId, index < 3, app.clock.now());
    const four = (await progress()).json().outcome;
    expect(four).toMatchObject({ contributors: 4, aggregates: null });
    await app.groupsRepository.setSharing(group.id, others[3]!, true, app.clock.now());
    const five = (await progress()).json().outcome;
    expect(five.contributors).toBe(5);
    expect(five.aggregates).toMatchObject({ medianMinutes: 0, completionRate: 0.1 });

    // Its teacher adds the manager who oversees it (only one who may oversee, only by an address of the site).
    const staff = `/api/groups/${group.id}/staff`;
    expect((await call(maria, 'POST', staff, { email: 'ada.lovelace@tiles.test', role: 'overseer' })).json().message).toMatch(
      /^body\.email: .* may not oversee/,
    );
    expect((await call(maria, 'POST', staff, { email: 'nobody@example.org', role: 'teacher' })).json().message).toMatch(
      /^body\.email: no account/,
    );
    expect(
      (await call('ada.lovelace@tiles.test', 'POST', staff, { email: 'adriano.olivetti@tiles.test', role: 'overseer' })).statusCode,
    ).toBe(404);
    const added = await call(maria, 'POST', staff, { email: 'Adriano.Olivetti@tiles.test', role: 'overseer' });
    expect(added.json().outcome.overseers).toEqual(['Adriano Olivetti']);
    // The manager who oversees it sees required work and figures only.
    const overseen = (await progress('adriano.olivetti@tiles.test')).json().outcome;
    expect(overseen.viewer).toBe('overseer');
    expect(overseen.assignments.map((assignment: { id: string }) => assignment.id)).toEqual([overdue.id]);
    expect(
      overseen.members.every((member: { detail: unknown; sharing: unknown }) => member.detail === null && member.sharing === null),
    ).toBe(true);
    expect(overseen.aggregates).not.toBeNull();
    // Each member's statuses are those of the required work alone, in its place.
    const overseenRow = (userId: string) => overseen.members.find((member: { id: string }) => member.id === userId);
    expect(overseenRow(ada).statuses).toEqual([{ state: 'overdue', completedAt: null, completedSessions: 1 }]);
    const alanSeen = five.members.find((member: { id: string }) => member.id === alan);
    expect(overseenRow(alan).statuses).toEqual([alanSeen.statuses[0]]);

    // The CSV: one row per member; a name a spreadsheet would run is written as text.
    await app.db
      .update(users)
      .set({ fields: { name: '=HYPERLINK("http://x")', surname: '', gender: 'neutro' } })
      .where(eq(users.id, others[0]!));
    // An export wants a second factor of the last 15 minutes: hers is a day old.
    expect((await call(maria, 'GET', `/api/groups/${group.id}/progress.csv`)).json().code).toBe('second-factor-required');
    await proveDemoSecondFactorAgain(app, cookies[maria]!);
    const csv = await call(maria, 'GET', `/api/groups/${group.id}/progress.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^member,sharing,.*: status,.*,days studied \(60 days\),review retention,at risk$/);
    expect(lines).toHaveLength(1 + 6);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect((await call('ada.lovelace@tiles.test', 'GET', `/api/groups/${group.id}/progress.csv`)).statusCode).toBe(404);
  });

  it('invites by address, one or a CSV: each gets a personal link that works for that account only, link on or off', async () => {
    const maria = 'maria.montessori@tiles.test';
    const ada = 'ada.lovelace@tiles.test';
    const group = (await call(maria, 'POST', '/api/groups', { name: 'Invitati 5C', timeZone: 'Europe/Rome' })).json().outcome;
    const invitations = `/api/groups/${group.id}/invitations`;
    // Only its teachers invite: a learner gets 404, as for a group that is not there.
    expect((await call(ada, 'POST', invitations, { email: 'alan.turing@tiles.test' })).statusCode).toBe(404);
    expect((await call(maria, 'POST', invitations, { email: 'not an address' })).json().message).toMatch(/^body/);

    const answer = await call(maria, 'POST', invitations, {
      csv: [
        'email,name,locale',
        'Ada.Lovelace@tiles.test',
        'not-an-address',
        'ada.lovelace@tiles.test',
        'maria.montessori@tiles.test',
        'new.pupil@example.org,Nuovo,en-GB',
        'other.pupil@example.org,Altro,xx-XX',
      ].join('\n'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().outcome).toEqual({
      invited: 2,
      problems: [
        expect.objectContaining({ line: 3, reason: 'notEmail' }),
        expect.objectContaining({ line: 4, reason: 'listedTwice' }),
        expect.objectContaining({ line: 5, reason: 'inGroup' }),
        expect.objectContaining({ line: 7, reason: 'unknownLocale', params: expect.objectContaining({ locale: 'xx-XX' }) }),
      ],
    });
    const invitation = await smtp.next(ada);
    expect(invitation.subject).toContain('Invitati 5C');
    expect(invitation.text).toContain('Maria Montessori');
    const code = /\/join\/([A-Z2-9]{8})/.exec(invitation.text ?? '')?.[1];
    expect(code).toBeDefined();
    expect(code).not.toBe(group.join.code);
    // Someone without an account is told to make one first, in the language of her row.
    const stranger = await smtp.next('new.pupil@example.org');
    expect(stranger.text).toContain('First make an account');
    // Addresses stay out of the append-only log: the accounts by id, and counts.
    const [logged] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.invite'), eq(auditLog.entityId, group.id)));
    expect(logged!.after).toEqual({ invited: 2, accounts: [await idOf(ada)], refusedRows: [3, 4, 5, 7] });
    expect(JSON.stringify(logged)).not.toContain('example.org');

    // Where only administrators let people in, an address without an account is not invited.
    const [{ siteId }] = (await app.db.select({ siteId: users.siteId }).from(users).where(eq(users.login, maria))) as [{ siteId: string }];
    await app.siteRepository.setSignUp(siteId, 'invitation', async () => {});
    try {
      expect((await call(maria, 'POST', invitations, { email: 'third.pupil@example.org' })).json().outcome).toEqual({
        invited: 0,
        problems: [expect.objectContaining({ line: 1, reason: 'noAccount' })],
      });
    } finally {
      await app.siteRepository.setSignUp(siteId, 'open', async () => {});
    }

    // The personal link works with the group's link off, for Ada only, and asks her whether to share.
    await call(maria, 'PUT', `/api/groups/${group.id}/join-code`, { enabled: false });
    expect((await call('alan.turing@tiles.test', 'GET', `/api/groups/join/${group.join.code}`)).statusCode).toBe(404);
    const forAnother = await call('alan.turing@tiles.test', 'POST', '/api/groups/join', { code });
    expect(forAnother.statusCode).toBe(403);
    expect(forAnother.json().code).toBe('invitation-for-another-address');
    expect((await call(ada, 'GET', `/api/groups/join/${code}`)).json().outcome).toMatchObject({
      name: 'Invitati 5C',
      alreadyMember: false,
    });
    const joined = await call(ada, 'POST', '/api/groups/join', { code });
    expect(joined.json().outcome).toMatchObject({ alreadyMember: false, group: { role: 'member', sharing: false } });
    // Used: it still shows her that she is in. Inviting her again says she is in.
    expect((await call(ada, 'GET', `/api/groups/join/${code}`)).json().outcome.alreadyMember).toBe(true);
    expect((await call(maria, 'POST', invitations, { email: ada })).json().outcome.problems[0].reason).toBe('inGroup');
    // Once she leaves, the spent link does not bring her back: her teachers send a new one.
    expect((await call(ada, 'DELETE', `/api/groups/${group.id}/membership`)).statusCode).toBe(204);
    const spent = await call(ada, 'GET', `/api/groups/join/${code}`);
    expect(spent.statusCode).toBe(410);
    expect(spent.json().code).toBe('invitation-used');
  });
});
