/**
 * The sessionStorage key a hand-off summary waits under for the contact form. A module of its own,
 * free of the form's validation library, so the islands that write a summary (shortlist, planner)
 * stay small.
 */
export const handoffKey = 'contact-handoff';
