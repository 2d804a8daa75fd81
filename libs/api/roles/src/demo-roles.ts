export const demoRoles = [
  { id: 'learner', name: 'Learner', permissions: [], modes: [] },
  // Teachers make groups and assign courses; managers oversee groups (aggregates and required work only).
  { id: 'teacher', name: 'Teacher', permissions: ['groups:teach'], modes: [] },
  { id: 'manager', name: 'Manager', permissions: ['groups:oversee'], modes: [] },
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
