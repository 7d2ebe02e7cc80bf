/** The map: centred on the UK at zoom 6, 500 px high. */
export const MAP_CENTRE = { latitude: 52.3555, longitude: -1.1743 };
export const MAP_ZOOM = 6;
export const MAP_HEIGHT_PX = 500;

export const googleMapsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
