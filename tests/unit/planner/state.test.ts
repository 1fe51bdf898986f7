import { describe, expect, it } from 'vitest';
import { initialPlannerState, readPlannerState, withDestination, writePlannerState, type PlannerState } from '~/lib/planner/state';

describe('the planner state in the URL', () => {
  it('leaves the defaults out, so a fresh planner keeps its plain address', () => {
    expect(writePlannerState(initialPlannerState)).toBe('');
    expect(readPlannerState('')).toEqual(initialPlannerState);
  });

  it('round-trips every input', () => {
    const state: PlannerState = {
      country: 'canada',
      level: 'Undergraduate',
      years: '3.5',
      tuitionFrom: 'university',
      kind: 'canada-college',
      university: 'ubc',
      tuitionAmount: '31000',
      stay: 'studio',
      city: 'elsewhere',
      scholarship: '12.5',
      scholarshipAs: 'percent',
      savings: '5,00,000',
      loan: '40,00,000',
      rate: '9.25',
      tenure: '15',
      grace: '12',
      interest: 'paid',
    };
    const search = writePlannerState(state);
    expect(search).toContain('level=undergraduate');
    expect(readPlannerState(search)).toEqual(state);
  });

  it('keeps parameters it does not own', () => {
    expect(writePlannerState({ ...initialPlannerState, country: 'uk' }, '?utm_source=whatsapp')).toBe('?utm_source=whatsapp&country=uk');
  });

  it('falls back to the default for unknown choices and cuts absurdly long text', () => {
    const state = readPlannerState(`?level=phd&stay=castle&interest=never&tuition=free&city=mars&rate=${'9'.repeat(500)}`);
    expect(state).toEqual({ ...initialPlannerState, rate: '9'.repeat(24) });
  });

  it('reads levels in any case', () => {
    expect(readPlannerState('?level=UNDERGRADUATE').level).toBe('Undergraduate');
  });
});

describe('changing destination or level', () => {
  const chosen: PlannerState = {
    ...initialPlannerState,
    country: 'usa',
    years: '3',
    kind: 'usa-graduate',
    university: 'mit',
    tuitionAmount: '40000',
    scholarship: '5000',
  };

  it('starts the tuition choice, length and amounts in the old currency afresh', () => {
    expect(withDestination(chosen, 'uk', chosen.level)).toEqual({
      ...chosen,
      country: 'uk',
      years: '',
      kind: '',
      university: '',
      tuitionAmount: '',
      scholarship: '',
    });
  });

  it('keeps a percentage scholarship, which means the same anywhere', () => {
    expect(withDestination({ ...chosen, scholarshipAs: 'percent', scholarship: '20' }, 'uk', chosen.level).scholarship).toBe('20');
  });

  it('keeps amounts when only the level changes', () => {
    const next = withDestination(chosen, 'usa', 'Undergraduate');
    expect(next).toMatchObject({
      level: 'Undergraduate',
      years: '',
      kind: '',
      university: '',
      tuitionAmount: '40000',
      scholarship: '5000',
    });
  });

  it('changes nothing when nothing changes', () => {
    expect(withDestination(chosen, 'usa', chosen.level)).toBe(chosen);
  });
});
