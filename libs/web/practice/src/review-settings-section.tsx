import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DESIRED_RETENTION, type Review } from '@tiles/contracts-practice';
import { useText } from '@tiles/i18n';
import { Button, FieldMessage } from '@tiles/ui-kit';
import { useGetReviewQuery, useUpdateReviewSettingsMutation } from './practice-api';

const SettingsForm = styled.form`
  display: grid;
  gap: 12px;
  max-width: 28rem;
  label {
    display: grid;
    gap: 4px;
    font-weight: 500;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** The review's settings with their own data: the settings page shows them (the review page too). */
export const ReviewSettingsSection = ({ locale }: { locale: string }) => {
  const t = useText();
  const review = useGetReviewQuery({ locale });
  if (review.isError) return <p role="status">{t('review.settingsUnavailable')}</p>;
  return review.data ? <ReviewSettingsForm review={review.data} /> : null;
};

export const ReviewSettingsForm = ({ review }: { review: Review }) => {
  const t = useText();
  const id = useId();
  const [save, state] = useUpdateReviewSettingsMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const { settings } = review;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setOutcome(null);
    void save({
      body: {
        desiredRetention: Number(form.get('retention')) / 100,
        newPerDay: Number(form.get('newPerDay')),
        reviewsPerDay: Number(form.get('reviewsPerDay')),
      },
    })
      .unwrap()
      .then(
        () => setOutcome('saved'),
        () => setOutcome('failed'),
      );
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('review.settingsTitle')}</h3>
      <SettingsForm onSubmit={submit}>
        <label>
          {t('review.retentionSetting')}
          <input
            name="retention"
            type="number"
            min={DESIRED_RETENTION.min * 100}
            max={DESIRED_RETENTION.max * 100}
            step={1}
            required
            defaultValue={Math.round(settings.desiredRetention * 100)}
          />
        </label>
        <label>
          {t('review.newPerDay')}
          <input name="newPerDay" type="number" min={0} max={200} step={1} required defaultValue={settings.newPerDay} />
        </label>
        <label>
          {t('review.reviewsPerDay')}
          <input name="reviewsPerDay" type="number" min={1} max={2000} step={1} required defaultValue={settings.reviewsPerDay} />
        </label>
        <div>
          <Button type="submit" disabled={state.isLoading}>
            {t('review.saveSettings')}
          </Button>
        </div>
        <div role="status">
          {outcome === 'saved' ? t('review.settingsSaved') : null}
          {outcome === 'failed' ? <FieldMessage>{t('review.settingsFailed')}</FieldMessage> : null}
        </div>
      </SettingsForm>
    </section>
  );
};
