import { loadablePart } from '@tiles/ui-kit';

/** The learner's own home (her day, what is due, what is next) is not in a visitor's first load (see `signedInParts`). */
export const LearnerHome = loadablePart(() => import('./learner-home').then((module) => module.LearnerHome), 'LearnerHome');
