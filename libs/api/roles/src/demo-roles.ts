export const demoRoles = [
  { id: 'learner', name: 'Learner', permissions: [], modes: [] },
  { id: 'tester', name: 'Tester', permissions: ['content:preview-unpublished'], modes: ['tester'] },
  {
    id: 'admin',
    name: 'Administrator',
    permissions: [
      'roles:read',
      'content:edit',
      'content:preview-unpublished',
      'notifications:send',
      'site:maintenance',
      'audit:read',
      'accounts:manage',
    ],
    modes: ['admin', 'tester'],
  },
];
