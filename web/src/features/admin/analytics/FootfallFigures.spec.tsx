import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FootfallFigures } from './FootfallFigures';

describe('stump visits figures', () => {
  afterEach(cleanup);

  it('says how many of every stump visited the list names, with separators', () => {
    render(<FootfallFigures shown={50} summary={{ stations: 10_003, visits: 1_000_009 }} />);
    expect(screen.getByTestId('footfall-figures').textContent).toBe(
      'The 50 most visited of 10,003 stumps; 1,000,009 visits in all.',
    );
  });

  it('says plainly when the list names every stump visited', () => {
    render(<FootfallFigures shown={1} summary={{ stations: 1, visits: 1 }} />);
    expect(screen.getByTestId('footfall-figures').textContent).toBe('1 stump visited; 1 visit in all.');
  });
});
