/**
 * The contract of cmi5 courses: importing a package, launching an AU. Its own entry point (and Nx project).
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export {
  CMI5_LAUNCH_MODES,
  CMI5_PACKAGE_MAX_BYTES,
  CMI5_WAIVE_REASONS,
  cmi5AbandonedSchema,
  cmi5LaunchRequestSchema,
  cmi5LaunchSchema,
  cmi5RegistrationParamsSchema,
  cmi5SessionParamsSchema,
  cmi5WaivedSchema,
  waiveCmi5AuSchema,
  type Cmi5Abandoned,
  type Cmi5LaunchRequest,
  type Cmi5Waived,
  type WaiveCmi5Au,
  importCmi5CourseSchema,
  importedCmi5CourseSchema,
  type Cmi5Launch,
  type ImportCmi5Course,
  type ImportedCmi5Course,
} from './cmi5.js';
export { cmi5Operations } from './cmi5-operations.js';
