/** The blog's RSS feed in each language (/rss.xml, /hi/rss.xml), advertised in the head of that language's pages. */
import type { APIRoute } from 'astro';
import { everyLanguage } from '~/lib/i18n/routes';
import { blogFeed } from '~/queries/feed';

export const getStaticPaths = everyLanguage;

export const GET: APIRoute = ({ site, locals }) => blogFeed(site!, locals.lang);
