import { describe, expect, it } from 'vitest';
import { blogQueryString, createPostSearch, readBlogQuery } from '~/lib/blog/search';

const posts = [
  {
    id: 'sop',
    title: 'How to Write a Statement of Purpose',
    excerpt: 'A structure that works for graduate admissions.',
    tags: ['applications', 'writing'],
    category: 'study-guides',
  },
  {
    id: 'f1',
    title: 'The F-1 Visa Interview',
    excerpt: 'Documents to carry and questions officers ask.',
    tags: ['usa', 'f-1 visa', 'i-20'],
    category: 'study-guides',
  },
  {
    id: 'tests',
    title: 'IELTS or TOEFL?',
    excerpt: 'Compare formats (paper or computer) and scoring.',
    tags: ['ielts', 'toefl'],
    category: 'tips',
  },
  {
    id: 'work',
    title: 'Part-Time Work While You Study',
    excerpt: 'Hours in term and in breaks: 20 hours a week on campus.',
    tags: ['work rights', 'usa'],
    category: 'updates',
  },
  {
    id: 'cpp',
    title: 'Studying C++ abroad',
    excerpt: 'Programming courses: what a [first] semester covers.',
    tags: ['c++', 'computing'],
    category: 'student-life',
  },
];
const searchPosts = createPostSearch(posts);
const ids = (found: { id: string }[]) => found.map((p) => p.id);

describe('post search', () => {
  it('returns every post, in order, for an empty query under all', () => {
    expect(ids(searchPosts('', 'all'))).toEqual(['sop', 'f1', 'tests', 'work', 'cpp']);
  });

  it('ignores case in the query and the fields', () => {
    expect(ids(searchPosts('STATEMENT', 'all'))).toEqual(['sop']);
    expect(ids(searchPosts('ielts', 'all'))).toEqual(['tests']);
    expect(ids(searchPosts('Officers', 'all'))).toEqual(['f1']);
  });

  it('matches the title, the excerpt or any tag, and nothing else', () => {
    expect(ids(searchPosts('graduate admissions', 'all'))).toEqual(['sop']); // excerpt
    expect(ids(searchPosts('work rights', 'all'))).toEqual(['work']); // tag only
    expect(ids(searchPosts('i-20', 'all'))).toEqual(['f1']); // tag only
    expect(ids(searchPosts('study-guides', 'all'))).toEqual([]); // the category key is not searched
    expect(ids(searchPosts('sop', 'all'))).toEqual([]); // nor the id
  });

  it('combines the search with the category', () => {
    expect(ids(searchPosts('usa', 'all'))).toEqual(['f1', 'work']);
    expect(ids(searchPosts('usa', 'updates'))).toEqual(['work']);
    expect(ids(searchPosts('usa', 'tips'))).toEqual([]);
    expect(ids(searchPosts('', 'study-guides'))).toEqual(['sop', 'f1']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(searchPosts('quantum gastronomy', 'all')).toEqual([]);
    expect(createPostSearch([])('visa', 'all')).toEqual([]);
  });

  it('trims and collapses white space; white space alone is no search', () => {
    expect(ids(searchPosts('   f-1    VISA  ', 'all'))).toEqual(['f1']);
    expect(ids(searchPosts('   \t ', 'tips'))).toEqual(['tests']);
  });

  it('treats regular-expression characters literally', () => {
    expect(ids(searchPosts('c++', 'all'))).toEqual(['cpp']);
    expect(ids(searchPosts('[first]', 'all'))).toEqual(['cpp']);
    expect(ids(searchPosts('(paper', 'all'))).toEqual(['tests']);
    expect(ids(searchPosts('toefl?', 'all'))).toEqual(['tests']);
    expect(searchPosts('.*', 'all')).toEqual([]);
    expect(searchPosts('\\', 'all')).toEqual([]);
  });

  it('matches across a line break in the search text, never across two fields', () => {
    expect(ids(searchPosts('statement\nof purpose', 'all'))).toEqual(['sop']);
    expect(searchPosts('interview documents', 'all')).toEqual([]); // end of the title + start of the excerpt
  });
});

describe('URL state', () => {
  it('reads q and category, falling back to the defaults', () => {
    expect(readBlogQuery('?q=visa&category=tips')).toEqual({ q: 'visa', category: 'tips' });
    expect(readBlogQuery('')).toEqual({ q: '', category: 'all' });
    expect(readBlogQuery('?category=cooking')).toEqual({ q: '', category: 'all' });
    expect(readBlogQuery('?q=%3Cscript%3E')).toEqual({ q: '<script>', category: 'all' });
  });

  it('writes a short query string, empty for the default view', () => {
    expect(blogQueryString({ q: '', category: 'all' })).toBe('');
    expect(blogQueryString({ q: '  ', category: 'all' })).toBe('');
    expect(blogQueryString({ q: 'f-1 visa', category: 'study-guides' })).toBe('?q=f-1+visa&category=study-guides');
    expect(readBlogQuery(blogQueryString({ q: 'c++ & more', category: 'updates' }))).toEqual({ q: 'c++ & more', category: 'updates' });
  });
});
