/**
 * The sessionStorage key a page leaves a summary under for the contact form (see handoff.ts). On
 * its own so a page that only leaves a summary does not load the form's rules and their library.
 */
export const handoffKey = 'contact-handoff';
