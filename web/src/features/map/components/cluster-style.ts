import type { FeatureLike } from 'ol/Feature';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';

const stroke = new Stroke({ color: '#ffffff', width: 2 });
const kept = new Map<string, Style>();

/** A cluster's circle grows with how many it holds. */
const radiusOf = (count: number) => Math.min(12 + Math.log10(count) * 6, 26);

/**
 * One station is a marker; a cluster is a larger circle with how many it holds, in the given
 * colours. Styles are made once per count and colour.
 */
export function countedStyle(count: number, colour: string, markerColour = colour): Style {
  const key = `${count}/${colour}/${markerColour}`;
  let style = kept.get(key);
  if (!style) {
    style =
      count === 1
        ? new Style({ image: new Circle({ radius: 8, fill: new Fill({ color: markerColour }), stroke }) })
        : new Style({
            image: new Circle({ radius: radiusOf(count), fill: new Fill({ color: colour }), stroke }),
            text: new Text({
              text: count.toLocaleString('en-GB'),
              fill: new Fill({ color: '#ffffff' }),
              font: 'bold 12px system-ui, sans-serif',
            }),
          });
    kept.set(key, style);
  }
  return style;
}

/** The public map's markers: green stations, brown clusters. */
export const clusterStyle = (feature: FeatureLike): Style =>
  countedStyle((feature.get('count') as number | undefined) ?? 1, '#5a4230', '#2f5d3a');
