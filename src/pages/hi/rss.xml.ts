/** The blog's RSS feed in Hindi (/hi/rss.xml), advertised in every Hindi page's head. */
import type { APIRoute } from 'astro';
import { blogFeed } from '~/queries/feed';

export const GET: APIRoute = ({ site }) => blogFeed(site!, 'hi');
