/**
 * The contract of cmi5 courses: importing a package, launching an AU. Its own entry point (and Nx project).
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export {
  CMI5_PACKAGE_MAX_BYTES,
  cmi5LaunchSchema,
  importCmi5CourseSchema,
  importedCmi5CourseSchema,
  type Cmi5Launch,
  type ImportCmi5Course,
  type ImportedCmi5Course,
} from './cmi5.js';
export { cmi5Operations } from './cmi5-operations.js';
