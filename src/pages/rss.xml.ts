/** The blog's RSS feed in English (/rss.xml), advertised in every English page's head. */
import type { APIRoute } from 'astro';
import { defaultLang } from '~/config/languages';
import { blogFeed } from '~/queries/feed';

export const GET: APIRoute = ({ site }) => blogFeed(site!, defaultLang);
