import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type GroupSummary } from '@tiles/contracts-groups';
import { paths } from '@tiles/contracts';
import { coursesApi } from '@tiles/courses';
import { useErrorText, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Card, Container, ErrorWithRetry, Field, Form, Switch, useHydrated, useFormMessage } from '@tiles/ui-kit';
import {
  useAddStaffMutation,
  useCreateAssignmentMutation,
  useCreateGroupMutation,
  useListGroupsQuery,
  useRenewJoinCodeMutation,
  useSetJoinLinkMutation,
} from './groups-api';
import { GroupProgressSection } from './group-progress';
import { InviteForm } from './invite-form';
import { useDueText } from './due-text';

const Panel = styled(Card).attrs({ as: 'section' })`
  margin-block: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin-block: 0 ${({ theme }) => theme.spacing(1)};
  }
  h3 {
    font-size: 1.1rem;
    margin-block: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(1)};
  }
`;

const JoinLink = styled.p`
  overflow-wrap: anywhere;
  code {
    font-size: 1.05rem;
    letter-spacing: 0.08em;
  }
`;

const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Europe/Rome', 'Europe/London', 'Europe/Berlin', 'Africa/Cairo', 'UTC'];
  }
};

/** A new group: its name, what it is for, and the zone its due dates end in (the teacher's own by default). */
const CreateGroupForm = () => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { session } = useSiteContext();
  const [create, { isLoading }] = useCreateGroupMutation();
  const [missingName, setMissingName] = useState(false);
  const { say, shown } = useFormMessage();
  const { locale } = useSiteContext();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get('name') ?? '').trim();
    setMissingName(!name);
    if (!name) {
      form.querySelector<HTMLElement>('[name="name"]')?.focus();
      return;
    }
    try {
      const group = await create({
        locale,
        body: { name, description: String(data.get('description') ?? ''), timeZone: String(data.get('timeZone')) },
      }).unwrap();
      say({ tone: 'success', text: t('groups.create.done', { name: group.name }) });
      form.reset();
    } catch (error) {
      say({ tone: 'error', text: t('groups.error', { message: errorText(error) }) });
    }
  };
  return (
    <Panel aria-labelledby="groups-create-title">
      <h2 id="groups-create-title">{t('groups.create.title')}</h2>
      {shown}
      <Form onSubmit={onSubmit} noValidate aria-labelledby="groups-create-title">
        <Field id="group-name" label={t('groups.create.name')} error={missingName ? t('validation.required') : undefined}>
          {(control) => <input {...control} name="name" maxLength={80} autoComplete="off" />}
        </Field>
        <Field id="group-description" label={t('groups.create.description')}>
          {(control) => <textarea {...control} name="description" rows={2} maxLength={500} />}
        </Field>
        <Field id="group-zone" label={t('groups.create.timeZone')}>
          {(control) => (
            <select {...control} name="timeZone" defaultValue={session.user?.timezone ?? 'Europe/Rome'}>
              {zones().map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {t('groups.create.submit')}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
};

/** The join link to hand out: copy it, renew its code (the old link then answers that it was renewed), turn it off. */
const JoinLinkControls = ({ group }: { group: GroupSummary }) => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { locale } = useSiteContext();
  const [renew, renewing] = useRenewJoinCodeMutation();
  const [setLink, setting] = useSetJoinLinkMutation();
  const { say, shown } = useFormMessage();
  if (!group.join) return null;
  const link = `${typeof window === 'undefined' ? '' : window.location.origin}${paths.join(locale, group.join.code)}`;
  const run = async (work: () => Promise<unknown>, success?: () => string) => {
    try {
      await work();
      if (success) say({ tone: 'success', text: success() });
    } catch (error) {
      say({ tone: 'error', text: t('groups.error', { message: errorText(error) }) });
    }
  };
  return (
    <>
      <h3>{t('groups.join.title')}</h3>
      {shown}
      <JoinLink>
        <a href={paths.join(locale, group.join.code)}>{link}</a>
        <br />
        <span>{t('groups.join.code', { code: group.join.code })}</span>
      </JoinLink>
      <Switch
        label={t('groups.join.open')}
        checked={group.join.enabled}
        disabled={setting.isLoading || !hydrated}
        onChange={(enabled) => void run(() => setLink({ groupId: group.id, locale, body: { enabled } }).unwrap())}
      />
      <Actions>
        <Button
          $variant="secondary"
          disabled={!hydrated}
          onClick={() =>
            void run(
              () => navigator.clipboard.writeText(link),
              () => t('groups.join.copied'),
            )
          }
        >
          {t('groups.join.copy')}
        </Button>
        <Button
          $variant="secondary"
          disabled={renewing.isLoading || !hydrated}
          onClick={() =>
            void run(async () => {
              const renewed = await renew({ groupId: group.id, locale }).unwrap();
              say({ tone: 'success', text: t('groups.join.renewed', { code: renewed.join?.code ?? '' }) });
            })
          }
        >
          {t('groups.join.renew')}
        </Button>
      </Actions>
    </>
  );
};

/** Assign a course (or chosen sessions of it), perhaps due on a day, required or not. */
const AssignForm = ({ group }: { group: GroupSummary }) => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { locale } = useSiteContext();
  const catalogue = coursesApi.useGetCatalogueQuery({ locale, query: { pageSize: 50 } });
  const [courseId, setCourseId] = useState<number | null>(null);
  const course = coursesApi.useGetCourseQuery({ locale, course: courseId ?? 0 }, { skip: courseId === null });
  const [assign, { isLoading }] = useCreateAssignmentMutation();
  const [missingCourse, setMissingCourse] = useState(false);
  const [dueError, setDueError] = useState<string | undefined>();
  const { say, shown } = useFormMessage();
  const prefix = `assign-${group.id}`;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setMissingCourse(courseId === null);
    setDueError(undefined);
    if (courseId === null) {
      form.querySelector<HTMLElement>('[name="course"]')?.focus();
      return;
    }
    const sessions = data.getAll('session').map((value) => {
      const [module, session] = String(value).split('.').map(Number);
      return { module: module!, session: session! };
    });
    const dueDate = String(data.get('dueDate') ?? '');
    try {
      const assignment = await assign({
        groupId: group.id,
        locale,
        body: {
          courseId,
          ...(sessions.length ? { sessions } : {}),
          ...(dueDate ? { dueDate } : {}),
          required: data.get('required') === 'on',
        },
      }).unwrap();
      say({ tone: 'success', text: t('groups.assign.done', { course: assignment.course.title }) });
      form.reset();
      setCourseId(null);
    } catch (error) {
      const message = errorText(error);
      // The api names the field it refuses: a due date already over is said beside the date.
      if (/dueDate/.test(String((error as { data?: { message?: string } }).data?.message ?? ''))) {
        setDueError(message);
        form.querySelector<HTMLElement>('[name="dueDate"]')?.focus();
      } else say({ tone: 'error', text: t('groups.error', { message }) });
    }
  };
  const courseSessions = course.data?.modules.flatMap((module) => module.sessions.map((session) => ({ module, session }))) ?? [];
  return (
    <>
      <h3 id={`${prefix}-title`}>{t('groups.assign.title')}</h3>
      {shown}
      <Form onSubmit={onSubmit} noValidate aria-labelledby={`${prefix}-title`}>
        <Field id={`${prefix}-course`} label={t('groups.assign.course')} error={missingCourse ? t('validation.required') : undefined}>
          {(control) => (
            <select
              {...control}
              name="course"
              value={courseId ?? ''}
              onChange={(event) => setCourseId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
            >
              <option value="">{t('groups.assign.chooseCourse')}</option>
              {(catalogue.data?.items ?? []).map((entry) => (
                <option key={entry._id} value={entry._id}>
                  {entry.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        {courseSessions.length ? (
          <fieldset>
            <legend>{t('groups.assign.sessions')}</legend>
            {courseSessions.map(({ module, session }) => (
              <label key={`${module.number}.${session.number}`} style={{ display: 'block' }}>
                <input type="checkbox" name="session" value={`${module.number}.${session.number}`} /> {module.number}.{session.number}{' '}
                {session.title}
              </label>
            ))}
          </fieldset>
        ) : null}
        <Field id={`${prefix}-due`} label={t('groups.assign.dueDate')} error={dueError}>
          {(control) => <input {...control} type="date" name="dueDate" />}
        </Field>
        <label style={{ display: 'block', marginBlock: 8 }}>
          <input type="checkbox" name="required" defaultChecked /> {t('groups.assign.required')}
        </label>
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {t('groups.assign.submit')}
          </Button>
        </Actions>
      </Form>
    </>
  );
};

/** Another teacher of the group, or a manager to oversee it, by the address of her account. */
const StaffForm = ({ group }: { group: GroupSummary }) => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { locale } = useSiteContext();
  const [add, { isLoading }] = useAddStaffMutation();
  const [emailError, setEmailError] = useState<string | undefined>();
  const { say, shown } = useFormMessage();
  const prefix = `staff-${group.id}`;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    setEmailError(email ? undefined : t('validation.required'));
    if (!email) {
      form.querySelector<HTMLElement>('[name="email"]')?.focus();
      return;
    }
    try {
      const role = data.get('role') === 'overseer' ? 'overseer' : 'teacher';
      await add({ groupId: group.id, locale, body: { email, role } }).unwrap();
      say({ tone: 'success', text: t('groups.staff.added', { email }) });
      form.reset();
    } catch (error) {
      // The api says which address it refuses, and why: beside the address.
      setEmailError(errorText(error));
      form.querySelector<HTMLElement>('[name="email"]')?.focus();
    }
  };
  return (
    <>
      <h3 id={`${prefix}-title`}>{t('groups.staff.title')}</h3>
      {group.overseers.length ? <p>{t('groups.staff.overseers', { names: group.overseers.join(', ') })}</p> : null}
      {shown}
      <Form onSubmit={onSubmit} noValidate aria-labelledby={`${prefix}-title`}>
        <Field id={`${prefix}-email`} label={t('groups.staff.email')} error={emailError}>
          {(control) => <input {...control} name="email" type="email" autoComplete="off" />}
        </Field>
        <Field id={`${prefix}-role`} label={t('groups.staff.role')}>
          {(control) => (
            <select {...control} name="role" defaultValue="teacher">
              <option value="teacher">{t('groups.staff.asTeacher')}</option>
              <option value="overseer">{t('groups.staff.asOverseer')}</option>
            </select>
          )}
        </Field>
        <Actions>
          <Button type="submit" $variant="secondary" disabled={isLoading || !hydrated}>
            {t('groups.staff.submit')}
          </Button>
        </Actions>
      </Form>
    </>
  );
};

const AssignmentList = ({ group }: { group: GroupSummary }) => {
  const t = useText();
  const dueText = useDueText();
  if (!group.assignments.length) return <p>{t('groups.progress.noAssignments')}</p>;
  return (
    <ul>
      {group.assignments.map((assignment) => (
        <li key={assignment.id}>
          <strong>{assignment.course.title}</strong> · {t('groups.assignment.sessions', { count: assignment.sessionCount })} ·{' '}
          {t(assignment.required ? 'groups.assignment.required' : 'groups.assignment.optional')} · {dueText(assignment)}
        </li>
      ))}
    </ul>
  );
};

/**
 * The teacher's page: her groups, each with its join link, its assignments and where its members stand, and a form
 * for a new group. `oversee`: the manager's page, the groups she oversees (their figures and required work only).
 */
export const TeachPage = ({ oversee = false }: { oversee?: boolean }) => {
  const t = useText();
  const { locale } = useSiteContext();
  const groups = useListGroupsQuery({ locale });
  const taught = (groups.data ?? []).filter((group) => group.role === (oversee ? 'overseer' : 'teacher'));
  return (
    <Container>
      <h1>{t(oversee ? 'page.oversee.title' : 'page.teach.title')}</h1>
      {oversee ? null : <CreateGroupForm />}
      {groups.isError ? (
        <ErrorWithRetry message={t('groups.unavailable')} retryLabel={t('groups.retry')} onRetry={() => void groups.refetch()} />
      ) : !groups.data ? (
        <p role="status">{t('groups.loading')}</p>
      ) : taught.length === 0 ? (
        <p>{t(oversee ? 'groups.none.overseer' : 'groups.none.teacher')}</p>
      ) : (
        taught.map((group) => (
          <Panel key={group.id} aria-labelledby={`group-${group.id}`}>
            <h2 id={`group-${group.id}`}>{group.name}</h2>
            {group.description ? <p>{group.description}</p> : null}
            <p>
              {t('groups.learners', { count: group.learners })} · {t('groups.mine.teachers', { names: group.teachers.join(', ') })}
            </p>
            {group.role === 'teacher' ? <JoinLinkControls group={group} /> : null}
            {group.role === 'teacher' ? <InviteForm group={group} /> : null}
            <h3>{t('groups.mine.assignments')}</h3>
            <AssignmentList group={group} />
            {group.role === 'teacher' ? <AssignForm group={group} /> : null}
            {group.role === 'teacher' ? <StaffForm group={group} /> : null}
            <GroupProgressSection groupId={group.id} />
          </Panel>
        ))
      )}
    </Container>
  );
};
