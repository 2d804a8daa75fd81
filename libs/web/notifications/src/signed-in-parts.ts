import { loadablePart } from '@tiles/ui-kit';

/**
 * The bell and the toasts are a signed-in reader's: their code (the list's endpoints, the live socket's handling)
 * is not in a visitor's first load. A signed-in page loads it before its first render (see `signedInParts` in the
 * route table). One import for both: one file to fetch, compressed as one.
 */
const loadTools = () => import('./signed-in-tools');

export const NotificationBell = loadablePart(() => loadTools().then((module) => module.NotificationBell), 'NotificationBell');

export const NotificationToasts = loadablePart(() => loadTools().then((module) => module.NotificationToasts), 'NotificationToasts');
