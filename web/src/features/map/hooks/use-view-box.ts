import type OlMap from 'ol/Map';
import { useEffect, useState } from 'react';
import { viewBoxOf, type ViewBox } from '../view-box';

/** How long the map must stay still before its view is asked for: a pan or a zoom asks once, when it ends. */
const SETTLE_MS = 200;

/** The box the map shows, as it settles after each move; undefined until it has been drawn once. */
export function useViewBox(map: OlMap | undefined): ViewBox | undefined {
  const [box, setBox] = useState<ViewBox>();
  useEffect(() => {
    if (!map) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const size = map.getSize();
        const view = map.getView();
        if (!size || !size[0] || !size[1]) return;
        const next = viewBoxOf(view.calculateExtent(size), view.getZoom() ?? 0);
        setBox((current) => (current?.bbox === next.bbox && current.zoom === next.zoom ? current : next));
      }, SETTLE_MS);
    };
    map.on('moveend', settle);
    settle();
    return () => {
      clearTimeout(timer);
      map.un('moveend', settle);
    };
  }, [map]);
  return box;
}
