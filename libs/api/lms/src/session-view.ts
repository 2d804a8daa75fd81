import { operationUrl, pickTranslation, translationLocale } from '@tiles/contracts';
import { type CourseSession, lmsOperations } from '@tiles/contracts-courses';
import { type PracticeQuestion } from '@tiles/contracts-practice';
import type { LmsRepository } from './repository.js';
import type { readerOf } from './reader.js';
import type { SessionParts } from './session-parts.js';

type Reader = Awaited<ReturnType<typeof readerOf>>;
type Course = NonNullable<Awaited<ReturnType<LmsRepository['findCourse']>>>;
type FoundSession = NonNullable<Awaited<ReturnType<LmsRepository['findSession']>>>;

const pick = (texts: Record<string, string>, locale: string, fallback: string) => pickTranslation(texts, [locale, fallback], '');

/**
 * A session as its page shows it, in the reader's locale: its drafts over the published version in admin mode,
 * its materials with their download addresses, the sessions before and after it, whether the learner completed it
 * and the XP it earned them, and the course's progress.
 */
export const sessionViewOf = async (
  repository: LmsRepository,
  parts: SessionParts,
  reader: Reader,
  {
    userId,
    course,
    published,
    enrolled,
    questions,
  }: { userId: string; course: Course; published: FoundSession; enrolled: boolean; questions: PracticeQuestion[] },
): Promise<CourseSession> => {
  const drafts = await repository.structureDrafts(reader, course.id);
  const found = {
    module: { ...published.module, ...drafts.modules.get(published.module.number) },
    session: { ...published.session, ...drafts.sessions.get(`${published.module.number}/${published.session.number}`) },
  };
  const [positions, publishedMaterials, completed, [card], au] = await Promise.all([
    repository.sessionPositions(course.id),
    repository.materialsOf(found.session.id),
    enrolled ? repository.isCompleted(userId, found.session.id) : false,
    repository.toCards([course], reader),
    parts.au.call(found.session.id),
  ]);
  const materialDrafts = await repository.materialDrafts(
    reader,
    publishedMaterials.map((material) => material.id),
  );
  const materials = publishedMaterials.map((material) => ({ ...material, ...materialDrafts.get(material.id) }));
  const index = positions.findIndex((position) => position.id === found.session.id);
  const position = (at: number) => {
    const entry = positions[at];
    return entry ? { module: entry.module, session: entry.session } : null;
  };
  const { locale, defaultLocale } = reader;
  return {
    course: { _id: course.id, slug: course.slug, title: card!.title, lang: card!.lang },
    module: {
      number: found.module.number,
      title: pick(found.module.titles, locale, defaultLocale),
      lang: translationLocale(found.module.titles, [locale, defaultLocale]),
    },
    session: {
      number: found.session.number,
      title: pick(found.session.titles, locale, defaultLocale),
      duration: found.session.duration,
      content: pickTranslation(found.session.content, [locale, defaultLocale], []),
      video: found.session.video
        ? {
            src: found.session.video.src,
            title: pick(found.session.video.titles, locale, defaultLocale),
            poster: found.session.video.poster,
          }
        : null,
      materials: materials.map((material) => ({
        _id: material.id,
        title: pick(material.titles, locale, defaultLocale),
        fileName: material.fileName,
        url: `/${operationUrl(lmsOperations.getMaterial, { materialId: material.id })}`,
      })),
      lang: translationLocale(found.session.content, [locale, defaultLocale]),
    },
    questions,
    previous: index > 0 ? position(index - 1) : null,
    next: position(index + 1),
    completed,
    xp: completed ? ((await parts.xp.call(userId, { ...found.session, courseId: course.id })) ?? null) : null,
    progress: card!.progress,
    ...(au ? { au } : {}),
  };
};
