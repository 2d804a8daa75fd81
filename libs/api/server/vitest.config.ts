import { apiLibProject } from '../../../vitest.shared.js';

export default apiLibProject('api-server');
