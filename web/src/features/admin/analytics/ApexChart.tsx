import ApexCharts, { type ApexOptions } from 'apexcharts';
import { useEffect, useRef } from 'react';

/** One ApexCharts chart, drawn into its box and redrawn when its options change. */
export function ApexChart({ options, label }: { options: ApexOptions; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chart = new ApexCharts(box.current!, options);
    void chart.render();
    return () => chart.destroy();
  }, [options]);
  return <div ref={box} role="img" aria-label={label} data-testid="analytics-chart" />;
}
