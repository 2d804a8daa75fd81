import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TextKey } from '@tiles/contracts';
import type { BadgeEdit, GameEditor, LevelEdit } from '@tiles/contracts-cms';
import type { XpRules } from '@tiles/contracts-game';
import { useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Field, FieldMessage, Form } from '@tiles/ui-kit';
import { useGetGameEditorQuery, useSaveBadgeDraftMutation, useSaveLevelDraftMutation, useSaveRulesDraftMutation } from './cms-api';
import { fieldErrorOf, useMessageOf } from './field-error';

const Sections = styled.div`
  display: grid;
  gap: 32px;
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: 8px 12px;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 32px;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 12px;
`;

/** One editor form: saves a draft from what the form holds, says so, and puts a 400's message beside its field. */
const DraftForm = ({
  label,
  save,
  children,
}: {
  label: string;
  save: (form: FormData) => Promise<unknown>;
  children: (errorOf: (field: string) => string | undefined) => ReactNode;
}) => {
  const t = useText();
  const messageOf = useMessageOf();
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldError = fieldErrorOf(error);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    try {
      await save(new FormData(event.currentTarget));
      setError(null);
      setSaved(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form aria-label={label} onSubmit={(event) => void onSubmit(event)} noValidate>
      {children((field) => (fieldError?.field === field ? fieldError.message : undefined))}
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('cms.saveDraft')}
        </Button>
        <span role="status">{saved ? t('cms.saved') : null}</span>
      </Actions>
      {error ? (
        <FieldMessage role="alert">
          {t('cms.failed', { message: fieldError ? `${fieldError.field}: ${fieldError.message}` : messageOf(error) })}
        </FieldMessage>
      ) : null}
    </Form>
  );
};

const localised = (form: FormData, prefix: string, locales: readonly string[]) =>
  Object.fromEntries(locales.map((locale) => [locale, String(form.get(`${prefix}.${locale}`) ?? '')]));

const LevelForm = ({ level, value }: { level: number; value: LevelEdit }) => {
  const t = useText();
  const { site } = useSiteContext();
  const [save] = useSaveLevelDraftMutation();
  return (
    <DraftForm
      label={t('game.edit.level', { level })}
      save={(form) =>
        save({ level, body: { experience: Number(form.get('experience')), names: localised(form, 'name', site.supportedLocale) } }).unwrap()
      }
    >
      {(errorOf) => (
        <Columns>
          <Field label={t('game.edit.experience')} error={errorOf('experience')}>
            {(props) => <input {...props} type="number" name="experience" min={0} step={1} defaultValue={value.experience} />}
          </Field>
          {site.supportedLocale.map((locale) => (
            <Field key={locale} label={t('game.edit.name', { locale })} error={errorOf(`names.${locale}`)}>
              {(props) => <input {...props} name={`name.${locale}`} defaultValue={value.names[locale] ?? ''} maxLength={80} />}
            </Field>
          ))}
        </Columns>
      )}
    </DraftForm>
  );
};

const BadgeForm = ({ id, value }: { id: string; value: BadgeEdit }) => {
  const t = useText();
  const { site } = useSiteContext();
  const [save] = useSaveBadgeDraftMutation();
  const read = (form: FormData): BadgeEdit => ({
    tiers: String(form.get('tiers') ?? '')
      .split(',')
      .map((tier) => tier.trim())
      .filter(Boolean)
      .map(Number),
    names: localised(form, 'name', site.supportedLocale),
    descriptions: localised(form, 'description', site.supportedLocale),
    hidden: form.get('hidden') === 'on',
  });
  return (
    <DraftForm label={id} save={(form) => save({ badgeId: id, body: read(form) }).unwrap()}>
      {(errorOf) => (
        <>
          <Field label={t('game.edit.tiers')} error={errorOf('tiers')}>
            {(props) => <input {...props} name="tiers" defaultValue={value.tiers.join(', ')} inputMode="numeric" />}
          </Field>
          <Columns>
            {site.supportedLocale.map((locale) => (
              <div key={locale}>
                <Field label={t('game.edit.name', { locale })} error={errorOf(`names.${locale}`)}>
                  {(props) => <input {...props} name={`name.${locale}`} defaultValue={value.names[locale] ?? ''} maxLength={80} />}
                </Field>
                <Field label={t('cms.field.description', { locale })} error={errorOf(`descriptions.${locale}`)}>
                  {(props) => (
                    <textarea {...props} name={`description.${locale}`} defaultValue={value.descriptions[locale] ?? ''} maxLength={300} />
                  )}
                </Field>
              </div>
            ))}
          </Columns>
          <Field label={t('game.edit.hidden')} error={errorOf('hidden')}>
            {(props) => <input {...props} type="checkbox" name="hidden" defaultChecked={value.hidden} />}
          </Field>
        </>
      )}
    </DraftForm>
  );
};

/** The rules' single numbers, each with its own label; the time bands are edited as pairs. */
const RULE_FIELDS = [
  'dailyTimeXpCap',
  'sessionXp',
  'moduleXp',
  'courseXp',
  'dailyGoalXp',
  'sessionMinActiveMs',
  'sessionMinActiveShare',
  'dailyCompletionAwards',
  'dailyGameNotices',
  'freezeEveryDays',
  'maxFreezes',
  'repairWithinDays',
  'repairEveryDays',
  'recallXp',
  'dailyRecallXpCap',
  'practiceXp',
] as const satisfies readonly Exclude<keyof XpRules, 'timeBands'>[];

const RulesForm = ({ value }: { value: XpRules }) => {
  const t = useText();
  const [save] = useSaveRulesDraftMutation();
  const read = (form: FormData): XpRules => ({
    timeBands: value.timeBands.map((_band, index) => ({
      untilMinutes: Number(form.get(`band.${index}.until`)),
      xpPerMinute: Number(form.get(`band.${index}.rate`)),
    })),
    ...(Object.fromEntries(RULE_FIELDS.map((field) => [field, Number(form.get(field))])) as Omit<XpRules, 'timeBands'>),
  });
  return (
    <DraftForm label={t('game.edit.rules')} save={(form) => save({ body: read(form) }).unwrap()}>
      {(errorOf) => (
        <>
          {value.timeBands.map((band, index) => (
            <fieldset key={index}>
              <legend>{t('game.edit.band', { number: index + 1 })}</legend>
              <Columns>
                <Field label={t('game.edit.bandUntil')} error={errorOf(`timeBands.${index}.untilMinutes`)}>
                  {(props) => <input {...props} type="number" name={`band.${index}.until`} min={1} defaultValue={band.untilMinutes} />}
                </Field>
                <Field label={t('game.edit.bandRate')} error={errorOf(`timeBands.${index}.xpPerMinute`)}>
                  {(props) => (
                    <input {...props} type="number" name={`band.${index}.rate`} min={0} step="any" defaultValue={band.xpPerMinute} />
                  )}
                </Field>
              </Columns>
            </fieldset>
          ))}
          <Columns>
            {RULE_FIELDS.map((field) => (
              <Field key={field} label={t(`rules.${field}` as TextKey)} error={errorOf(field)}>
                {(props) => <input {...props} type="number" name={field} min={0} step="any" defaultValue={value[field]} />}
              </Field>
            ))}
          </Columns>
        </>
      )}
    </DraftForm>
  );
};

const GameSections = ({ game }: { game: GameEditor }) => {
  const t = useText();
  const { locale } = useSiteContext();
  const nameOf = (names: Record<string, string>) => names[locale] ?? Object.values(names)[0] ?? '';
  return (
    <Sections>
      <section aria-labelledby="game-levels">
        <h2 id="game-levels">{t('game.edit.levels')}</h2>
        {game.levels.map((row) => {
          const value = row.draft ?? row.published;
          return (
            <details key={row.level}>
              <summary>
                {t('game.edit.level', { level: row.level })}: {nameOf(value.names)} · {value.experience} XP
                {row.draft ? ` · ${t('texts.draft')}` : ''}
              </summary>
              <LevelForm level={row.level} value={value} />
            </details>
          );
        })}
      </section>
      <section aria-labelledby="game-badges">
        <h2 id="game-badges">{t('game.edit.badges')}</h2>
        {game.badges.map((row) => {
          const value = row.draft ?? row.published;
          return (
            <details key={row.id}>
              <summary>
                {nameOf(value.names)} ({row.measure}): {value.tiers.join(', ')}
                {row.draft ? ` · ${t('texts.draft')}` : ''}
              </summary>
              <BadgeForm id={row.id} value={value} />
            </details>
          );
        })}
      </section>
      <section aria-labelledby="game-rules">
        <h2 id="game-rules">{t('game.edit.rules')}</h2>
        <p>
          {t('game.edit.version', { version: game.rules.version })}
          {game.rules.draft ? ` · ${t('texts.draft')}` : ''}
        </p>
        <RulesForm value={game.rules.draft ?? game.rules.published} />
      </section>
    </Sections>
  );
};

/** `/{locale}/admin/game`: levels, badges and XP rules as drafts; the drafts page publishes them with the rest. */
export const GamePage = () => {
  const t = useText();
  const messageOf = useMessageOf();
  const { data, error } = useGetGameEditorQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <h1>{t('page.game.title')}</h1>
      {error ? <FieldMessage role="alert">{t('cms.failed', { message: messageOf(error) })}</FieldMessage> : null}
      {data ? <GameSections game={data} /> : null}
    </>
  );
};
