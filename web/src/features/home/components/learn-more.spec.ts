import { describe, expect, it, vi } from 'vitest';
import { scrollToLearnMore } from './learn-more';

describe('Learn More', () => {
  it('scrolls smoothly down by 0.9 times the window height', () => {
    const scrollBy = vi.fn();
    scrollToLearnMore({ innerHeight: 800, scrollBy } as unknown as Window);
    expect(scrollBy).toHaveBeenCalledWith({ top: 720, behavior: 'smooth' });
  });
});
