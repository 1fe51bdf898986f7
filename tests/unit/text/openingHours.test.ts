import { describe, expect, it } from 'vitest';
import { languages } from '~/config/languages';
import { openingHoursText } from '~/lib/text/openingHours';

const { en, hi } = languages;
const english = (days: string, opens: string, closes: string) =>
  openingHoursText(
    { days, opens, closes },
    { days: '{firstDay} - {lastDay} {opens} - {closes}', oneDay: '{day} {opens} - {closes}' },
    en.locale,
    en.hours,
  );
const hindi = (days: string, opens: string, closes: string) =>
  openingHoursText(
    { days, opens, closes },
    { days: '{firstDay} से {lastDay}, {opens} बजे से {closes} बजे तक', oneDay: '{day}, {opens} बजे से {closes} बजे तक' },
    hi.locale,
    hi.hours,
  );

describe('opening hours as a visitor reads them', () => {
  it('writes English days short and the clock in twelve hours with AM and PM in capitals, plain spaces only', () => {
    expect(english('Mo-Su', '07:00', '22:00')).toBe('Mon - Sun 7:00 AM - 10:00 PM');
    expect(english('Mo-Fr', '09:30', '12:00')).toBe('Mon - Fri 9:30 AM - 12:00 PM');
    expect(english('Mo-Su', '07:00', '22:00')).not.toMatch(/[\u202f\u00a0]/);
  });

  it('names the day once when the hours are for a single day', () => {
    expect(english('Sa', '10:00', '14:00')).toBe('Sat 10:00 AM - 2:00 PM');
    expect(hindi('Sa', '10:00', '14:00')).toBe('शनिवार, सुबह 10:00 बजे से दोपहर 2:00 बजे तक');
  });

  it('writes Hindi days in full and the time of day in words', () => {
    expect(hindi('Mo-Su', '07:00', '22:00')).toBe('सोमवार से रविवार, सुबह 7:00 बजे से रात 10:00 बजे तक');
    expect(hindi('Mo-Fr', '10:00', '18:30')).toBe('सोमवार से शुक्रवार, सुबह 10:00 बजे से शाम 6:30 बजे तक');
  });
});
