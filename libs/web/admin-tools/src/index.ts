export { ModeBar } from './mode-bar';
export { adminToolsRoutes } from './routes';
