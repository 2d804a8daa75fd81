import { webLibProject } from '../../../vitest.shared.ts';

export default webLibProject('records');
