/**
 * A building's apartment_limit (daire sınırı) is the number of flats it has: no flat is recorded beyond it, it is
 * never lowered below the flats already recorded, and it is at least 1.
 */
export interface BuildingRoom {
  name: string;
  limit: number;
  /** Flats recorded in the building. */
  recorded: number;
}

/** Why `adding` more flats do not fit in the building, or null when they do. */
export function buildingFullReason(building: BuildingRoom, adding = 1): string | null {
  if (building.recorded + adding <= building.limit) return null;
  return (
    `${building.name} binasının daire sınırı ${building.limit} ve ${building.recorded} daire kayıtlı. ` +
    'Daha fazla daire eklemek için önce Binalar sayfasından binanın daire sınırını yükseltiniz.'
  );
}

/** Why the new limit is refused (below the flats already recorded), or null when it is accepted. */
export function limitBelowRecordedReason(limit: number, recorded: number): string | null {
  if (limit >= recorded) return null;
  return `Binada ${recorded} daire kayıtlı; daire sınırı kayıtlı daire sayısından az olamaz.`;
}
