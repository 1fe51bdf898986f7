/**
 * Addresses that follow from an entry's id, each built by one function here and nowhere else: no
 * content file or config list types them again.
 */

/** Folders of the pages made from entries: an entry's page is its folder plus its id. */
const folders = {
  service: '/services/',
  destination: '/destinations/',
  blogPost: '/blog/',
  blogCategory: '/blog/category/',
  course: '/services/language-training/',
  eventRegistration: '/events/register/',
  recording: '/webinars/',
  mentor: '/mentors/',
  university: '/universities/',
} as const;

/** A service's page: /services/visa-support. */
export const servicePath = (id: string) => `${folders.service}${id}`;
/** A destination's page: /destinations/usa. */
export const destinationPath = (id: string) => `${folders.destination}${id}`;
/** A post's page: /blog/visa-checklist. */
export const blogPostPath = (id: string) => `${folders.blogPost}${id}`;
/** A blog category's page (coming soon): /blog/category/tips. */
export const blogCategoryPath = (id: string) => `${folders.blogCategory}${id}`;
/** A language course's page (coming soon): /services/language-training/ielts. */
export const coursePath = (id: string) => `${folders.course}${id}`;
/** An event's registration page (coming soon): /events/register/5. */
export const eventRegistrationPath = (id: string) => `${folders.eventRegistration}${id}`;
/** A past recording's page (coming soon): /webinars/<id>. */
export const recordingPath = (id: string) => `${folders.recording}${id}`;
/** A student mentor's page (coming soon): /mentors/<id>. */
export const mentorPath = (id: string) => `${folders.mentor}${id}`;

/**
 * Folders whose entry pages are coming-soon pages: a university's own page, a course, a mentor, a
 * recording, an event registration, a blog category.
 */
export const comingSoonFolders: readonly string[] = [
  folders.university,
  folders.course,
  folders.mentor,
  folders.recording,
  folders.eventRegistration,
  folders.blogCategory,
];

/** A policy's page: /privacy-policy (its Markdown file's name). */
export const legalPath = (id: string) => `/${id}`;
