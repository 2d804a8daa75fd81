import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Gender, TextKey, User } from '@tiles/contracts';
import { genderSchema, timezoneSchema, userUpdateSchema } from './form-checks';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { Actions, Button, Field, Form, FormMessage, SegmentedControl, useHydrated } from '@tiles/ui-kit';
import { useUpdateLocaleMutation, useUpdateUserMutation } from './auth-api';
import { AccountSettings } from './account-settings';

type FieldName = 'name' | 'surname' | 'timezone';
type FieldProblems = Partial<Record<FieldName, { key: TextKey; max?: number }>>;

/** Checks the form with the same schema the api uses, and says what is wrong in the learner's words. */
export const validateUserData = (values: { name: string; surname: string; gender: string; timezone: string }): FieldProblems => {
  const parsed = userUpdateSchema.safeParse({
    fields: { name: values.name, surname: values.surname, gender: values.gender },
    timezone: values.timezone,
  });
  if (parsed.success) return {};
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.at(-1) as FieldName;
    if (problems[field]) continue;
    if (field === 'timezone') problems.timezone = { key: 'validation.timezone' };
    else if (issue.code === 'too_small') problems[field] = { key: 'validation.required' };
    else if (issue.code === 'too_big') problems[field] = { key: 'validation.tooLong', max: 80 };
    else problems[field] = { key: 'validation.invalidChars' };
  }
  return problems;
};

const timeZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.length ? supported : ['UTC', 'Europe/Rome', 'Europe/London', 'Europe/Berlin'];
};

export type UserDataPageProps = {
  user: User;
  supportedLocales: readonly string[];
  /** Called after a locale change is saved: the host moves the URL to the new locale. */
  onLocaleChanged?: (locale: string) => void;
};

/** `/{locale}/profile/user-data`: the learner's own name, surname, form of address, language and time zone. */
export const UserDataPage = ({ user, supportedLocales, onLocaleChanged }: UserDataPageProps) => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { languageName } = useFormatters();
  const [updateUser, userUpdate] = useUpdateUserMutation();
  const [updateLocale, localeUpdate] = useUpdateLocaleMutation();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const zones = useMemo(() => {
    const all = timeZones();
    return all.includes(user.timezone) || !timezoneSchema.safeParse(user.timezone).success ? all : [user.timezone, ...all];
  }, [user.timezone]);
  const saving = userUpdate.isLoading || localeUpdate.isLoading;

  const announce = (next: { tone: 'error' | 'success'; text: string }) => setOutcome(next);
  // The message takes the focus once it is on the page, which is how a screen reader reads it.
  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      name: String(form.get('name') ?? ''),
      surname: String(form.get('surname') ?? ''),
      gender: String(form.get('gender') ?? user.fields.gender),
      timezone: String(form.get('timezone') ?? ''),
    };
    const locale = String(form.get('locale') ?? user.locale);
    const found = validateUserData(values);
    setProblems(found);
    const firstInvalid = (['name', 'surname', 'timezone'] as FieldName[]).find((field) => found[field]);
    if (firstInvalid) {
      setOutcome(null);
      event.currentTarget.querySelector<HTMLElement>(`#user-data-${firstInvalid}`)?.focus();
      return;
    }
    try {
      await updateUser({
        body: {
          fields: { name: values.name, surname: values.surname, gender: genderSchema.parse(values.gender) },
          timezone: values.timezone,
        },
      }).unwrap();
      if (locale !== user.locale) {
        await updateLocale({ body: { locale } }).unwrap();
        onLocaleChanged?.(locale);
      }
      announce({ tone: 'success', text: t('userData.saved') });
    } catch (error) {
      announce({ tone: 'error', text: t('userData.error', { message: errorText(error) }) });
    }
  };

  const errorOf = (field: FieldName) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.max ? { max: problem.max } : {}) : undefined;
  };
  const genders: Gender[] = ['maschile', 'femminile', 'neutro'];

  return (
    <section aria-labelledby="user-data-title">
      <h2 id="user-data-title">{t('page.profile.userData')}</h2>
      <p>{t('userData.intro')}</p>
      {outcome ? (
        <FormMessage $tone={outcome.tone} tabIndex={-1} ref={messageRef}>
          {outcome.text}
        </FormMessage>
      ) : null}
      <Form method="post" noValidate onSubmit={onSubmit} key={`${user._id}-${user.locale}`}>
        <Field id="user-data-name" label={t('userData.name')} error={errorOf('name')}>
          {(control) => <input {...control} name="name" autoComplete="given-name" defaultValue={user.fields.name} />}
        </Field>
        <Field id="user-data-surname" label={t('userData.surname')} error={errorOf('surname')}>
          {(control) => <input {...control} name="surname" autoComplete="family-name" defaultValue={user.fields.surname} />}
        </Field>
        <SegmentedControl
          legend={t('userData.gender')}
          name="gender"
          options={genders.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
          defaultValue={user.fields.gender}
        />
        <Field id="user-data-locale" label={t('userData.locale')}>
          {(control) => (
            <select {...control} name="locale" defaultValue={user.locale}>
              {supportedLocales.map((code) => (
                <option key={code} value={code} lang={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="user-data-timezone" label={t('userData.timezone')} error={errorOf('timezone')}>
          {(control) => (
            <select {...control} name="timezone" defaultValue={user.timezone}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Actions>
          <Button type="submit" disabled={saving || !hydrated}>
            {saving ? t('userData.saving') : t('userData.save')}
          </Button>
        </Actions>
      </Form>
      <AccountSettings user={user} />
    </section>
  );
};
