/** One visit of a character as its diary and missions read it: where (when known) and when. */
export interface DiaryVisit {
  stationId: string;
  visitDate: Date;
  latitude: number | null;
  longitude: number | null;
}

/** A character's linked visits, oldest first, with their station's position when known. */
export const CHARACTER_VISITS_SQL = `
  SELECT v."station_id" AS "stationId", v."visit_date" AS "visitDate", k."latitude", k."longitude"
    FROM "characters"."visits" v
    LEFT JOIN "characters"."known_stations" k ON k."id" = v."station_id"
   WHERE v."character_id" = $1
   ORDER BY v."visit_date", v."id"`;
