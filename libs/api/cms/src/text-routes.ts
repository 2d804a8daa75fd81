import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE } from '@tiles/contracts';
import { cmsOperations, placeholderMismatch, placeholdersOf } from '@tiles/contracts-cms';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest, notFound } from '@tiles/api-platform/ground/http-errors';
import { assertSiteLocales } from '@tiles/api-i18n/site-locales';
import { needsReviewAfter, withoutEmpty, type CmsRepository } from './repository.js';

/** Interface texts in admin mode: the list by key, and drafts whose placeholders match the it-IT source. */
export const textEditingRoutes =
  (repository: CmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    route(
      app,
      cmsOperations.getTexts,
      async (request) => await repository.texts(request.site._id, request.site.supportedLocale, request.query.q),
    );
    route(app, cmsOperations.saveTextDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const siteId = request.site._id;
      const { key } = request.params;
      const published = await repository.findText(siteId, key);
      if (!published) throw notFound(`Interface text not found: '${key}'`);
      const locales = request.site.supportedLocale;
      const translations = withoutEmpty(request.body.translations);
      assertSiteLocales(request.site, { translations });
      const source = translations[DEFAULT_LOCALE];
      if (!source) throw badRequest(`body.translations.${DEFAULT_LOCALE}: the source text must not be empty`);
      const samePlaceholders = (a: string, b: string) => placeholdersOf(a).join() === placeholdersOf(b).join();
      for (const [locale, value] of Object.entries(translations)) {
        const mismatch = placeholderMismatch(source, value);
        if (!mismatch) continue;
        // A published text the spec words differently in a locale stays savable as it is, while its source's
        // placeholders do not change; any new mismatch is refused.
        const grandfathered =
          mismatch.problem !== 'variants' &&
          samePlaceholders(source, published.translations[DEFAULT_LOCALE] ?? '') &&
          samePlaceholders(value, published.translations[locale] ?? '');
        if (grandfathered) continue;
        const problems = {
          missing: `placeholder ${mismatch.placeholder} is missing (the ${DEFAULT_LOCALE} source has it)`,
          extra: `placeholder ${mismatch.placeholder} is not in the ${DEFAULT_LOCALE} source`,
          variants: `placeholder ${mismatch.placeholder} must give three variants, for m, f and n`,
        };
        throw badRequest(`body.translations.${locale}: ${problems[mismatch.problem]}`);
      }
      const needsReview = needsReviewAfter(published, translations, locales, request.body.reviewed);
      await repository.saveDraft(siteId, { entity: 'text', entityId: key }, { translations, needsReview }, realUser, mode);
      return {
        key,
        published: published.translations,
        draft: translations,
        needsReview,
        missing: locales.filter((locale) => !translations[locale]),
      };
    });
  };
