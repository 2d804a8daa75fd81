// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/admin-tools-texts';
export { ModeBar } from './mode-bar';
export { adminToolsRoutes } from './routes';
