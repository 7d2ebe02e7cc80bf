import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';

const stroke = new Stroke({ color: '#ffffff', width: 2 });
const marker = new Style({ image: new Circle({ radius: 8, fill: new Fill({ color: '#2f5d3a' }), stroke }) });
const byCount = new Map<number, Style>();

/** One station is a marker; a cluster is a larger circle with how many it holds. Styles are made once per count. */
export function clusterStyle(feature: FeatureLike): Style {
  const count = (feature.get('features') as unknown[] | undefined)?.length ?? 1;
  if (count === 1) return marker;
  let style = byCount.get(count);
  if (!style) {
    style = new Style({
      image: new Circle({ radius: Math.min(12 + Math.log10(count) * 6, 26), fill: new Fill({ color: '#5a4230' }), stroke }),
      text: new Text({ text: String(count), fill: new Fill({ color: '#ffffff' }), font: 'bold 12px system-ui, sans-serif' }),
    });
    byCount.set(count, style);
  }
  return style;
}
