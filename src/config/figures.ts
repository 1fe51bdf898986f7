/**
 * Marketing figures. The readings differ between pages on purpose, each worded for its page (the
 * home badge's "98%", the visa page's "over 95%"): so each reading is named for the page that shows
 * it, and changing one here changes that page only. A reading with words around its number ("over
 * 95%", "75%+") is a WordedFigure, a large count shown short ("1M+") a ShortFigure: their words and
 * short forms come from the page's language (src/lib/text/wordedFigures.ts).
 */
import { ShortFigure, WordedFigure } from '../lib/text/wordedFigures';

export const figures = {
  visaSuccess: {
    /** Home badge and the about page. */
    home: '98%',
    about: '98%',
    /** Visa & Travel Support page. */
    visaPage: new WordedFigure('over', '95%'),
    /** Study in USA page. */
    usa: new WordedFigure('above', '90%'),
  },
  application: {
    /** Application Support page. */
    success: '95%',
    topFiftyPrograms: new WordedFigure('about', '80%'),
  },
  experienceYears: '10+',
  consultants: '20+',
  countries: '10+',
  satisfaction: '100%',
  studentsPlaced: {
    about: '3000+',
    /** Everywhere else. */
    elsewhere: '5000+',
    /** The one compact card that shows it short. */
    card: new ShortFigure('orMore', 3000),
    /** Home card: students placed in top-100 universities. */
    topHundred: '1000+',
  },
  scholarshipRecipients: {
    about: '85%',
    universitiesPage: new WordedFigure('orMore', '75%'),
  },
  admissionSuccess: new WordedFigure('orMore', '90%'),
  /** Every university card on the universities page. */
  universityAdmissionRate: '98%',
  topUniversityAdmissions: '500+',
  partnerUniversities: {
    consultationPage: '500+',
    universitiesPage: '100+',
  },
  scholarshipsSecured: new ShortFigure('dollarsOrMore', 10_000_000),
  usa: {
    colleges: '5,300+',
    institutions: new WordedFigure('over', '4,000'),
    internationalStudents: new ShortFigure('orMore', 1_000_000),
    programmes: '4,500+',
    rankedUniversities: '200+',
  },
  canada: {
    institutions: '100+',
  },
} as const;
