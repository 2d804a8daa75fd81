// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/admin-tools-texts';
export { loadModeBar, ModeBar, showsModeBar } from './mode-bar-when-on';
export { adminToolsRoutes } from './routes';
