import { describe, expect, it } from 'vitest';
import { recipientsQuestion } from './recipients-question';

describe('recipientsQuestion', () => {
  it('asks with the number of people, written with separators', () => {
    expect(recipientsQuestion(1204)).toBe('Send to 1,204 people?');
    expect(recipientsQuestion(0)).toBe('Send to 0 people?');
    expect(recipientsQuestion(1)).toBe('Send to 1 person?');
  });
});
