export { profileRoute } from './routes';
