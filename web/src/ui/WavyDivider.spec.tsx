import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WavyDivider } from './WavyDivider';

const crests = (svg: SVGElement) => (svg.querySelector('path')!.getAttribute('d')!.match(/Q/g) ?? []).length;

describe('WavyDivider', () => {
  it('is 150 px high with crests 100 apart by default', () => {
    const svg = render(<WavyDivider />).container.querySelector('svg')!;
    expect(svg.getAttribute('height')).toBe('150');
    expect(crests(svg)).toBe(12);
  });

  it('takes its height and distance from props', () => {
    const svg = render(<WavyDivider height={60} distance={300} />).container.querySelector('svg')!;
    expect(svg.getAttribute('height')).toBe('60');
    expect(crests(svg)).toBe(4);
  });
});
