import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@tiles/contracts';
import { type LearnerHome } from '@tiles/contracts-courses';
import { useLanguageOf, useText } from '@tiles/i18n';
import { ButtonLink } from '@tiles/ui-kit';
import { EffortText } from './effort';

/**
 * The next step once there is no session to go on with, the same on the home and on a lesson's summary: the cards
 * due today, else a course to start (from the categories the learner studies, with what it takes), else `fallback`.
 */
export const UpNextStep = ({
  review,
  recommended,
  locale,
  fallback = null,
}: {
  review: LearnerHome['review'];
  recommended: LearnerHome['recommended'];
  locale: string;
  fallback?: ReactNode;
}) => {
  const t = useText();
  const languageOf = useLanguageOf();
  if (review && review.due > 0)
    return (
      <>
        <p>{t('home.learner.reviewDue', { count: review.due })}</p>
        <ButtonLink as={Link} to={paths.profile(locale, 'user-review')}>
          {t('home.learner.reviewAction')}
        </ButtonLink>
      </>
    );
  if (!recommended) return <>{fallback}</>;
  return (
    <>
      <p>
        {t(recommended.reason === 'category' ? 'home.learner.recommendedCategory' : 'home.learner.recommendedCatalogue', {
          category: recommended.course.category.name,
        })}
      </p>
      <p>
        <Link to={paths.course(locale, recommended.course)} {...languageOf(recommended.course.lang)}>
          {recommended.course.title}
        </Link>
      </p>
      <p>
        <EffortText course={recommended.course} />
      </p>
      <ButtonLink as={Link} to={paths.course(locale, recommended.course)}>
        {t('home.learner.discover')}
      </ButtonLink>
    </>
  );
};
