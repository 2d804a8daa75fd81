import { operation, PERMISSIONS } from '@tiles/contracts';
import { sessionParamsSchema } from '@tiles/contracts-courses';
import {
  CMI5_PACKAGE_MAX_BYTES,
  cmi5AbandonedSchema,
  cmi5LaunchRequestSchema,
  cmi5LaunchSchema,
  cmi5RegistrationParamsSchema,
  cmi5SessionParamsSchema,
  cmi5WaivedSchema,
  importCmi5CourseSchema,
  importedCmi5CourseSchema,
  waiveCmi5AuSchema,
} from './cmi5.js';

/**
 * cmi5 courses: imported by editors, launched by learners. The AU's own traffic (the fetch URL, the LRS) speaks
 * cmi5 and xAPI outside this table.
 */
export const cmi5Operations = {
  importCmi5Course: operation({
    method: 'POST',
    path: '/admin/cmi5-courses',
    group: 'admin',
    summary:
      'Import a cmi5 course package (a ZIP with cmi5.xml, or cmi5.xml alone) as a new unpublished course: a module per block, a session per AU (audited)',
    description:
      'A package that is not valid cmi5 is refused with 400, its message naming the line of cmi5.xml and the rule it breaks. ' +
      'The course is drafted and published as any course.',
    body: importCmi5CourseSchema,
    answer: importedCmi5CourseSchema,
    status: 201,
    bodyLimit: Math.ceil(CMI5_PACKAGE_MAX_BYTES / 3) * 4 + 4096,
    access: { permission: PERMISSIONS.editContent, mode: 'admin' },
    invalidates: ['Content', 'MyCourses'],
  }),
  launchCmi5Session: operation({
    method: 'POST',
    path: '/lms/courses/:course/modules/:module/sessions/:session/cmi5-launch',
    group: 'lms',
    summary:
      "Launch the session's AU: the learner's registration in the course, a new cmi5 session (the one still open abandoned), its launch URL",
    params: sessionParamsSchema,
    body: cmi5LaunchRequestSchema,
    answer: cmi5LaunchSchema,
    // 503: the site is under maintenance.
    errors: [404, 503],
    errorCodes: ['not-enrolled'],
    access: 'signed-in',
  }),
  waiveCmi5Au: operation({
    method: 'POST',
    path: '/admin/cmi5-registrations/:registration/waive',
    group: 'admin',
    summary:
      "Waive an AU of a learner's registration (cmi5 §9.3.7): its Waived statement with the reason, and the blocks and course it completes Satisfied (audited)",
    description:
      'A waived AU is satisfied without study: the Tiles session is not completed and no time or XP is credited. ' +
      '409 when the AU is already satisfied in this registration.',
    params: cmi5RegistrationParamsSchema,
    body: waiveCmi5AuSchema,
    answer: cmi5WaivedSchema,
    errors: [404, 409],
    access: { permission: PERMISSIONS.manageAccounts, mode: 'admin' },
  }),
  abandonCmi5Session: operation({
    method: 'POST',
    path: '/admin/cmi5-sessions/:sessionId/abandon',
    group: 'admin',
    summary:
      'Abandon an AU session that is still open (cmi5 §9.3.6): its Abandoned statement with the time it lasted, its LRS credentials ended (audited)',
    description: '409 when the session has already ended (terminated or abandoned).',
    params: cmi5SessionParamsSchema,
    answer: cmi5AbandonedSchema,
    errors: [404, 409],
    access: { permission: PERMISSIONS.manageAccounts, mode: 'admin' },
  }),
};
