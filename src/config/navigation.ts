/** Header links, in the order and words visitors know. */
export const mainNav = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
  { name: 'Study Destinations', path: '/destinations' },
  { name: 'Services', path: '/services' },
  { name: 'Universities', path: '/universities' },
  { name: 'Resources & Blog', path: '/blogs' },
  { name: 'Community', path: '/community' },
  { name: 'Contact', path: '/contact' },
] as const;

export const destinationLinks = [
  { name: 'Study in USA', path: '/destinations/usa' },
  { name: 'Study in Canada', path: '/destinations/canada' },
  { name: 'Study in UK', path: '/destinations/uk' },
  { name: 'Study in Australia', path: '/destinations/australia' },
  { name: 'Study in New Zealand', path: '/destinations/newzealand' },
] as const;

export const serviceLinks = [
  { name: 'Study Abroad Consultation', path: '/services/consultation' },
  { name: 'Application Support', path: '/services/application' },
  { name: 'Language Training', path: '/services/language-training' },
  { name: 'Visa & Travel Support', path: '/services/visa-support' },
  { name: 'Accommodation Assistance', path: '/services/accommodation' },
] as const;

/** The study-abroad cost and education-loan planner. */
export const costPlannerPath = '/cost-planner';

/** Our packages and services in rupees, refunds and how we are paid. */
export const feesPath = '/fees';

export const quickLinks = [
  { name: 'About Us', path: '/about' },
  { name: 'Universities', path: '/universities' },
  { name: 'Cost Planner', path: costPlannerPath },
  { name: 'Our Fees', path: feesPath },
  { name: 'Resources & Blog', path: '/blogs' },
  { name: 'Community', path: '/community' },
  { name: 'Contact Us', path: '/contact' },
  { name: 'Refund Policy', path: '/refund-policy' },
] as const;

/** What the contact form and the booking calendar collect, and how to withdraw consent or ask for erasure. */
export const dataProtectionPath = '/data-protection';

export const legalLinks = [
  { name: 'Privacy Policy', path: '/privacy-policy' },
  { name: 'Terms of Service', path: '/terms-of-service' },
  { name: 'Refund Policy', path: '/refund-policy' },
  { name: 'Data Protection Notice', path: dataProtectionPath },
] as const;

/** The 404 page's 'Popular Pages', in this order and these words. */
export const popularPages = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
  { name: 'Study Destinations', path: '/destinations' },
  { name: 'Universities', path: '/universities' },
  { name: 'Contact Us', path: '/contact' },
] as const;

/** Every 'Get Free Consultation' / 'Book a Free Consultation' button goes here. */
export const consultationPath = '/contact?purpose=consultation';

/** The same page at its "Pick a time" panel: where the shortlist and the planner offer a booked session. */
export const bookingPath = `${consultationPath}#book`;

/** The calls to action most pages offer, each in the words the site always uses for it. */
export const consultationLink = { label: 'Get Free Consultation', href: consultationPath } as const;
export const bookConsultationLink = { label: 'Book a Free Consultation', href: consultationPath } as const;
export const contactLink = { label: 'Contact Us', href: '/contact' } as const;
