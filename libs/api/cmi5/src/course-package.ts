import { unzipSync } from 'fflate';
import { ausOf, Cmi5PackageError, readCourseStructure, type CourseStructure } from './course-structure.js';

export type PackageFile = { path: string; contentType: string; content: Buffer };
export type CoursePackage = { structure: CourseStructure; files: PackageFile[] };

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  woff: 'font/woff',
  woff2: 'font/woff2',
};
export const contentTypeOf = (path: string) => CONTENT_TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** What an imported package may hold: enough for media-rich AUs, not a way to fill the database. */
export const PACKAGE_LIMITS = { files: 5_000, bytes: 200 * 1024 * 1024 };

/** An AU's launch point inside a package: its path, without query or fragment, leading `./` dropped. */
const packagePath = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.replace(/^\.\//, ''));

/**
 * A cmi5 course package (§14): a ZIP with `cmi5.xml` at its root (its AUs' relative URLs must be files in it), or
 * the course structure alone (every AU at a fully qualified URL).
 */
export const readCoursePackage = (bytes: Buffer): CoursePackage => {
  if (!bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    const structure = readCourseStructure(bytes.toString('utf8'));
    for (const { au } of ausOf(structure)) {
      if (!ABSOLUTE.test(au.url))
        throw new Cmi5PackageError(
          0,
          `AU ${au.id}: a course structure without a ZIP must give each AU a fully qualified URL, not "${au.url}"`,
        );
    }
    return { structure, files: [] };
  }
  let entries: Record<string, Uint8Array>;
  let total = 0;
  let count = 0;
  try {
    entries = unzipSync(new Uint8Array(bytes), {
      filter: (file) => {
        count++;
        total += file.originalSize;
        if (count > PACKAGE_LIMITS.files || total > PACKAGE_LIMITS.bytes)
          throw new Cmi5PackageError(
            0,
            `a package holds at most ${PACKAGE_LIMITS.files} files and ${PACKAGE_LIMITS.bytes / 1024 / 1024} MiB`,
          );
        return !file.name.endsWith('/');
      },
    });
  } catch (error) {
    if (error instanceof Cmi5PackageError) throw error;
    throw new Cmi5PackageError(0, `the ZIP cannot be read: ${(error as Error).message}`);
  }
  const names = Object.keys(entries);
  const unsafe = names.find((name) => name.startsWith('/') || name.split('/').includes('..') || name.includes('\\'));
  if (unsafe) throw new Cmi5PackageError(0, `the ZIP holds a path outside itself: "${unsafe}"`);
  const xml = entries['cmi5.xml'];
  if (!xml) throw new Cmi5PackageError(0, 'a course package ZIP must hold cmi5.xml at its root');
  const structure = readCourseStructure(Buffer.from(xml).toString('utf8'));
  for (const { au } of ausOf(structure)) {
    if (ABSOLUTE.test(au.url)) continue;
    if (!(packagePath(au.url) in entries)) throw new Cmi5PackageError(0, `AU ${au.id}: its url "${au.url}" is not a file of the package`);
  }
  return {
    structure,
    files: names
      .filter((name) => name !== 'cmi5.xml')
      .map((path) => ({ path, contentType: contentTypeOf(path), content: Buffer.from(entries[path]!) })),
  };
};
