import { webLibProject } from '../../../vitest.shared.ts';

export default webLibProject('i18n');
