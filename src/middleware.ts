import { defineMiddleware } from 'astro:middleware';
import { langOf } from '~/config/languages';
import { pageLanguage } from '~/queries/language';

/** Every page renders in its route's language, which the content queries read (src/queries/language.ts). */
export const onRequest = defineMiddleware((context, next) => pageLanguage.run(langOf(context.currentLocale), next));
