import { dueText, dueToneOf } from './dueDate';

describe('the task date label', () => {
  const today = '2024-05-10';

  it('is grey 3 days or more ahead, orange under 3 days, red past due', () => {
    expect(dueToneOf('2024-05-13', today)).toBe('normal');
    expect(dueToneOf('2024-05-12', today)).toBe('soon');
    expect(dueToneOf('2024-05-10', today)).toBe('soon');
    expect(dueToneOf('2024-05-09', today)).toBe('overdue');
  });

  it('names the day, with the year only when it is not this year', () => {
    expect(dueText('2024-05-31', today)).toBe('Due May 31');
    expect(dueText('2025-01-02', today)).toBe('Due Jan 2, 2025');
  });
});
