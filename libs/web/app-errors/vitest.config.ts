import { webLibProject } from '../../../vitest.shared.ts';

export default webLibProject('app-errors');
